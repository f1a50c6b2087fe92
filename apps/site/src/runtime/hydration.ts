import { visible } from "@tanstack/react-start/hydration";

/**
 * When a form's code loads and hydrates: as the form nears the screen (400 px ahead), not with the
 * page. Its server HTML serves until then; what a visitor types is kept and a submission is held
 * until the code runs (the forms' early-input and early-submit guards).
 */
export const nearScreen = () => visible({ rootMargin: "400px" });
