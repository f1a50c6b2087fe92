/**
 * How wide a card's picture is drawn in the sections' grids (one column on phones, two on
 * tablets, three in the 75rem container on desktops), for the browser's choice of file. A
 * picture's own `sizes` wins.
 */
export const cardImageSizes = "(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw";
