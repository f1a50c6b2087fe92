import { describe, expect, it } from "vitest";
import { signUpStep1Schema } from "../../schemas/comics";
import { contactSchema } from "../../schemas/corporate";
import { ruleResolver } from "./useRuleForm";

const options = { fields: {}, shouldUseNativeValidation: false };

describe("ruleResolver", () => {
  it("hands on the parsed values when the form is valid", async () => {
    const result = await ruleResolver(contactSchema)(
      { name: " Sara ", email: "sara@mail.co", phone: "", subject: "", message: "Hi" },
      undefined,
      options,
    );
    expect(result).toEqual({
      values: { name: "Sara", email: "sara@mail.co", phone: "", subject: "", message: "Hi" },
      errors: {},
    });
  });

  it("answers one message id per field", async () => {
    const result = await ruleResolver(contactSchema)(
      { name: "", email: "nope", phone: "12", subject: "", message: "" },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: "rule", message: "validation.required" },
      email: { type: "rule", message: "validation.email" },
      phone: { type: "rule", message: "form.phone.invalid" },
      message: { type: "rule", message: "validation.required" },
    });
  });

  it("reports the confirmation on its own field", async () => {
    const result = await ruleResolver(signUpStep1Schema)(
      {
        fullName: "Noura",
        email: "n@mail.co",
        password: "Abcde123!",
        confirmPassword: "Abcde123?",
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({
      confirmPassword: { type: "rule", message: "validation.confirmed" },
    });
  });
});
