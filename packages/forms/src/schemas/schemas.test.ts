import { formatMessage } from "@rawafed/i18n";
import { catalogs } from "@rawafed/i18n/catalogs";
import { describe, expect, it } from "vitest";
import {
  accountSettingsSchema,
  askForComicSchema,
  CV_MAX_BYTES,
  changePasswordSchema,
  chapterIssues,
  commentSchema,
  contactSchema,
  createSignUpStep2Schema,
  cvSchema,
  deleteAccountSchema,
  FORM_ERROR,
  fieldErrorsFromIssues,
  forgotPasswordSchema,
  HONEYPOT_FIELD,
  hasFieldErrors,
  honeypotTripped,
  jobApplicationFormSchema,
  jobApplicationSchema,
  loginSchema,
  messageValues,
  nationalities,
  newPasswordSchema,
  newsletterSchema,
  profileSchema,
  reportChapterIssueSchema,
  resetCodeSchema,
  ruleMessages,
  signUpSchema,
  signUpStep1Schema,
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  teamMemberSchema,
  teamSchema,
  translationLanguages,
  translatorApplicationSchema,
  uploadChapterSchema,
  uploadComicSchema,
  validate,
} from "./index";

const file = (name: string, size = 1000) => ({ name, size, type: "" });

describe("catalogs", () => {
  it("hold every nationality, and nothing else under nationality.", () => {
    const ids = Object.keys(catalogs.en)
      .filter((id) => id.startsWith("nationality."))
      .map((id) => id.slice("nationality.".length));
    expect([...nationalities].sort()).toEqual(ids.sort());
  });
  it.each(ruleMessages)("%s exists in both locales", (id) => {
    expect(catalogs.en[id]).toBeTruthy();
    expect(catalogs.ar[id]).toBeTruthy();
  });
  it.each(translationLanguages)("language.%s exists", (id) => {
    expect(catalogs.en[`language.${id}`]).toBeTruthy();
  });
  it.each(chapterIssues)("comics.report.%s exists", (id) => {
    expect(catalogs.en[`comics.report.${id}`]).toBeTruthy();
  });
  it("the server formats a message with its field's values", () => {
    expect(
      formatMessage("en", catalogs.en, "validation.wordsMax", messageValues("description")),
    ).toBe("This field must not be longer than 300 words.");
    expect(formatMessage("en", catalogs.en, "validation.fileTooLarge", messageValues("cv"))).toBe(
      "The file is too large. The maximum size is 5 MB.",
    );
    expect(formatMessage("ar", catalogs.ar, "validation.required")).toBe("هذا الحقل مطلوب.");
  });
});

describe("validate", () => {
  it("answers the first message of each field", () => {
    expect(
      validate(contactSchema, { name: "", email: "x", phone: "", subject: "", message: "" }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        name: "validation.required",
        email: "validation.email",
        message: "validation.required",
      },
    });
  });
  it("answers the data when valid", () => {
    expect(validate(newsletterSchema, { email: " a@b.co " })).toEqual({
      ok: true,
      data: { email: "a@b.co" },
    });
  });
  it("maps a missing body to required and a root issue to the form", () => {
    expect(validate(newsletterSchema, {}).ok).toBe(false);
    expect(
      fieldErrorsFromIssues([{ code: "custom", message: "boom", path: [], input: 1 }]),
    ).toEqual({ [FORM_ERROR]: "validation.fieldInvalid" });
  });
  it("hasFieldErrors", () => {
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ a: undefined })).toBe(false);
    expect(hasFieldErrors({ a: "validation.required" })).toBe(true);
  });
});

describe("honeypot", () => {
  const contact = { name: "Sara", email: "sara@mail.co", phone: "", subject: "", message: "Hi" };
  it("accepts an absent or empty trap", () => {
    expect(contactSchema.safeParse(contact).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, [HONEYPOT_FIELD]: "" }).success).toBe(true);
  });
  it("refuses a filled trap", () => {
    expect(validate(contactSchema, { ...contact, [HONEYPOT_FIELD]: "spam" })).toEqual({
      ok: false,
      fieldErrors: { [HONEYPOT_FIELD]: "validation.fieldInvalid" },
    });
    expect(honeypotTripped({ [HONEYPOT_FIELD]: "spam" })).toBe(true);
    expect(honeypotTripped({ [HONEYPOT_FIELD]: "" })).toBe(false);
  });
});

describe("contact", () => {
  it.each([
    ["phone", "+966 50 123 4567", true],
    ["phone", "٠٥٠١٢٣٤٥٦٧", true],
    ["phone", "12ab", false],
    ["name", "م", false],
    ["name", "مها", true],
    ["message", "x".repeat(2001), false],
  ])("%s = %s is %s", (field, value, ok) => {
    const values = { name: "Sara", email: "sara@mail.co", phone: "", subject: "", message: "Hi" };
    expect(contactSchema.safeParse({ ...values, [field]: value }).success).toBe(ok);
  });
});

describe("job application", () => {
  const values = {
    name: "Omar",
    email: "omar@mail.co",
    phone: "0501234567",
    city: "الرياض",
    company: "",
    summary: "Forklift operator",
    message: "",
  };
  it("accepts a complete application", () => {
    expect(jobApplicationSchema.safeParse(values).success).toBe(true);
    expect(jobApplicationFormSchema.safeParse({ ...values, cv: file("cv.pdf") }).success).toBe(
      true,
    );
  });
  it("needs phone, city and summary", () => {
    expect(
      validate(jobApplicationSchema, { ...values, phone: "", city: " ", summary: "" }),
    ).toMatchObject({
      fieldErrors: {
        phone: "validation.required",
        city: "validation.required",
        summary: "validation.required",
      },
    });
  });
  it.each([
    [null, "validation.required"],
    [file("cv.txt"), "validation.fileType"],
    [file("cv.exe"), "validation.fileType"],
    [file("cv.docx", CV_MAX_BYTES + 1), "validation.fileTooLarge"],
    [file("CV.PDF", CV_MAX_BYTES), undefined],
    [file("cv.doc"), undefined],
  ])("the CV %o answers %s", (cv, message) => {
    expect(cvSchema.safeParse(cv).error?.issues[0]?.message).toBe(message);
  });
});

describe("comment", () => {
  const values = {
    comment: "Nice",
    name: "Ali",
    email: "ali@mail.co",
    website: "",
    saveDetails: false,
  };
  it.each([
    ["", true],
    ["https://example.com", true],
    ["http://ex.sa/path", true],
    ["example.com", false],
    ["javascript:alert(1)", false],
  ])("website %s is %s", (website, ok) => {
    expect(commentSchema.safeParse({ ...values, website }).success).toBe(ok);
  });
  it("needs comment, name and email", () => {
    expect(validate(commentSchema, { ...values, comment: "", name: "", email: "" })).toMatchObject({
      fieldErrors: {
        comment: "validation.required",
        name: "validation.required",
        email: "validation.required",
      },
    });
  });
});

describe("login and password reset", () => {
  it("login needs email and password, without the policy", () => {
    expect(loginSchema.safeParse({ email: "a@b.co", password: "old" }).success).toBe(true);
    expect(validate(loginSchema, { email: "", password: "" })).toMatchObject({
      fieldErrors: { email: "validation.required", password: "validation.required" },
    });
  });
  it("forgot password needs an email", () => {
    expect(validate(forgotPasswordSchema, { email: "nope" })).toMatchObject({
      fieldErrors: { email: "validation.email" },
    });
  });
  it.each([
    ["123456", true, "123456"],
    ["١٢٣٤٥٦", true, "123456"],
    ["۱۲۳۴۵۶", true, "123456"],
    [" 123456 ", true, "123456"],
    ["12345", false, undefined],
    ["1234567", false, undefined],
    ["12a456", false, undefined],
  ])("reset code %s is %s", (code, ok, data) => {
    const result = resetCodeSchema.safeParse({ code });
    expect(result.success).toBe(ok);
    expect(result.data?.code).toBe(data);
    if (!ok) expect(result.error?.issues[0]?.message).toBe("validation.code");
  });
  it("new password checks the policy and the confirmation", () => {
    expect(
      newPasswordSchema.safeParse({ password: "Abcde123!", confirmPassword: "Abcde123!" }).success,
    ).toBe(true);
    expect(
      validate(newPasswordSchema, { password: "weak", confirmPassword: "other" }),
    ).toMatchObject({
      fieldErrors: { password: "validation.password", confirmPassword: "validation.confirmed" },
    });
  });
});

describe("account pages", () => {
  it("the profile keeps the sign-up's rules for the name and the e-mail; the photo is optional", () => {
    expect(
      profileSchema.safeParse({ fullName: "Noura Otaibi", email: "noura@mail.co", photo: null })
        .success,
    ).toBe(true);
    expect(
      validate(profileSchema, { fullName: "N0ura", email: "noura", photo: null }),
    ).toMatchObject({
      fieldErrors: { fullName: "validation.alphaSpaces", email: "validation.email" },
    });
  });

  it("a change of password checks the new one under the policy and its confirmation", () => {
    expect(
      validate(changePasswordSchema, {
        currentPassword: "",
        newPassword: "weak",
        confirmNewPassword: "other",
      }),
    ).toMatchObject({
      fieldErrors: {
        currentPassword: "validation.required",
        newPassword: "validation.password",
        confirmNewPassword: "validation.confirmed",
      },
    });
  });

  it("settings accept only the two languages; deletion needs the password", () => {
    expect(accountSettingsSchema.safeParse({ mailLocale: "ar" }).success).toBe(true);
    expect(accountSettingsSchema.safeParse({ mailLocale: "fr" }).success).toBe(false);
    expect(validate(deleteAccountSchema, { password: "" })).toMatchObject({
      fieldErrors: { password: "validation.required" },
    });
  });
});

describe("sign-up", () => {
  const step1 = {
    fullName: "نورة العتيبي",
    email: "noura@mail.co",
    password: "Abcde123!",
    confirmPassword: "Abcde123!",
  };
  const now = () => new Date(2024, 5, 15, 12);
  const step2Schema = createSignUpStep2Schema(now);
  const step2 = {
    gender: "female",
    dateOfBirth: "2000-02-29",
    nationality: "saudi",
    photo: file("me.webp"),
    consent: true,
  };
  it("step 1 accepts an Arabic name", () => {
    expect(signUpStep1Schema.safeParse(step1).success).toBe(true);
  });
  it("step 1 marks the required fields", () => {
    expect(
      validate(signUpStep1Schema, { fullName: "", email: "", password: "", confirmPassword: "" }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        fullName: "validation.required",
        email: "validation.required",
        password: "validation.required",
        confirmPassword: "validation.required",
      },
    });
  });
  it("step 1 refuses digits in the name and a mismatch", () => {
    expect(
      validate(signUpStep1Schema, { ...step1, fullName: "Noura 2", confirmPassword: "x" }),
    ).toMatchObject({
      fieldErrors: { fullName: "validation.alphaSpaces", confirmPassword: "validation.confirmed" },
    });
  });
  it("step 2 accepts a full profile and an empty optional one", () => {
    expect(step2Schema.safeParse(step2).success).toBe(true);
    expect(
      step2Schema.safeParse({
        gender: "",
        dateOfBirth: "",
        nationality: "",
        photo: null,
        consent: true,
      }).success,
    ).toBe(true);
  });
  it.each([
    ["dateOfBirth", "2023-02-30", "validation.validDate.invalid"],
    ["dateOfBirth", "2024-06-16", "validation.validDate.future"],
    ["nationality", "martian", "validation.fieldInvalid"],
    ["gender", "other", "validation.fieldInvalid"],
    ["photo", file("me.pdf"), "validation.image"],
    ["consent", false, "validation.accepted"],
  ])("step 2: %s = %o answers %s", (field, value, message) => {
    expect(validate(step2Schema, { ...step2, [field]: value })).toEqual({
      ok: false,
      fieldErrors: { [field]: message },
    });
  });
  it("the whole sign-up, for the server", () => {
    expect(signUpSchema.safeParse({ ...step1, ...step2, dateOfBirth: "1990-01-01" }).success).toBe(
      true,
    );
  });
});

describe("uploads", () => {
  const comic = {
    cover: file("cover.png"),
    seriesName: "Desert Tales",
    otherName: "",
    description: "A story.",
    publisher: "Rawafed",
    genre: "adventure",
    artist: "Huda",
    writer: "Sami",
    direction: "rtl",
    originalLanguage: "",
    translationLanguage: "arabic",
    translatedName: "حكايات الصحراء",
    status: "ongoing",
  };
  it("upload comic accepts a full comic", () => {
    expect(uploadComicSchema.safeParse(comic).success).toBe(true);
  });
  it("upload comic marks the required fields", () => {
    const empty = Object.fromEntries(Object.keys(comic).map((key) => [key, ""]));
    expect(validate(uploadComicSchema, { ...empty, cover: null })).toEqual({
      ok: false,
      fieldErrors: {
        cover: "validation.required",
        seriesName: "validation.required",
        publisher: "validation.required",
        genre: "validation.required",
        artist: "validation.required",
        writer: "validation.required",
        direction: "validation.required",
        translationLanguage: "validation.required",
      },
    });
  });
  it("upload comic takes a genre and a direction from their lists only", () => {
    expect(validate(uploadComicSchema, { ...comic, genre: "Adventure", direction: "up" })).toEqual({
      ok: false,
      fieldErrors: { genre: "validation.fieldInvalid", direction: "validation.fieldInvalid" },
    });
  });
  it.each([
    ["word ".repeat(300), true],
    ["كلمة ".repeat(301), false],
  ])("the description's 300-word limit (%#)", (description, ok) => {
    const result = uploadComicSchema.safeParse({ ...comic, description });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe("validation.wordsMax");
  });
  it("upload chapter needs a cover image and a pdf", () => {
    const chapter = {
      comic: "0b7f5a52-4b8e-4a8e-9a51-2f1d6c1b9e10",
      chapterNumber: "١٢",
      cover: file("c.jpg"),
      pdf: file("c.pdf"),
      translationLanguage: "english",
    };
    expect(uploadChapterSchema.safeParse(chapter).data?.chapterNumber).toBe("12");
    expect(
      validate(uploadChapterSchema, {
        ...chapter,
        comic: "../etc",
        chapterNumber: "12a",
        cover: file("c.pdf"),
        pdf: null,
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        comic: "validation.fieldInvalid",
        chapterNumber: "validation.numeric",
        cover: "validation.image",
        pdf: "validation.required",
      },
    });
  });
});

describe("requests", () => {
  it("translator application needs a language and a message", () => {
    expect(
      translatorApplicationSchema.safeParse({ languages: ["arabic", "french"], message: "Hi" })
        .success,
    ).toBe(true);
    expect(validate(translatorApplicationSchema, { languages: [], message: "" })).toMatchObject({
      fieldErrors: { languages: "validation.required", message: "validation.required" },
    });
  });
  it("ask for a comic needs a name and details", () => {
    expect(validate(askForComicSchema, { comicName: "", chapter: "", details: "" })).toEqual({
      ok: false,
      fieldErrors: { comicName: "validation.required", details: "validation.required" },
    });
  });
  it.each([
    ["typos", true],
    ["blurry", true],
    ["", false],
    ["spoilers", false],
  ])("report issue %s is %s", (issue, ok) => {
    expect(reportChapterIssueSchema.safeParse({ issue, details: "" }).success).toBe(ok);
  });
});

describe("translator teams", () => {
  const team = { name: "Blue Ink", description: "Adventure comics.", languages: ["arabic"] };
  it("a team needs a name and a language; its description may be left out", () => {
    expect(validate(teamSchema, team)).toEqual({ ok: true, data: team });
    expect(validate(teamSchema, { name: "Blue Ink", languages: ["english", "french"] })).toEqual({
      ok: true,
      data: { name: "Blue Ink", description: "", languages: ["english", "french"] },
    });
    expect(validate(teamSchema, { name: "", description: "", languages: [] })).toEqual({
      ok: false,
      fieldErrors: { name: "validation.required", languages: "validation.required" },
    });
    expect(validate(teamSchema, {})).toMatchObject({
      fieldErrors: { name: "validation.required", languages: "validation.required" },
    });
  });
  it("an Arabic name, trimmed, counted in characters", () => {
    expect(teamSchema.parse({ ...team, name: "  فريق الحبر الأزرق  " }).name).toBe(
      "فريق الحبر الأزرق",
    );
    expect(teamSchema.safeParse({ ...team, name: "نور" }).success).toBe(true);
    // With its harakat.
    expect(teamSchema.safeParse({ ...team, name: "فَرِيقُ القَمَر" }).success).toBe(true);
  });
  it.each([
    ["a", "validation.min"],
    ["  b  ", "validation.min"],
    ["ن", "validation.min"],
    ["x".repeat(TEAM_NAME_MAX + 1), "validation.max"],
    ["ح".repeat(TEAM_NAME_MAX + 1), "validation.max"],
    ["Blue\u202EknI", "validation.characters"],
    ["Blue\u0000Ink", "validation.characters"],
    ["   ", "validation.required"],
  ])("the name %j is refused with %s", (name, message) => {
    expect(validate(teamSchema, { ...team, name })).toEqual({
      ok: false,
      fieldErrors: { name: message },
    });
  });
  it("the name's limits are inclusive", () => {
    expect(teamSchema.safeParse({ ...team, name: "ab" }).success).toBe(true);
    expect(teamSchema.safeParse({ ...team, name: "ع".repeat(TEAM_NAME_MAX) }).success).toBe(true);
  });
  it("the description is trimmed and up to its limit", () => {
    expect(teamSchema.parse({ ...team, description: "  نترجم المغامرات.  " }).description).toBe(
      "نترجم المغامرات.",
    );
    expect(
      teamSchema.safeParse({ ...team, description: "ك".repeat(TEAM_DESCRIPTION_MAX) }).success,
    ).toBe(true);
    expect(
      validate(teamSchema, { ...team, description: "ك".repeat(TEAM_DESCRIPTION_MAX + 1) }),
    ).toEqual({ ok: false, fieldErrors: { description: "validation.max" } });
  });
  it("the languages come from the translation languages only", () => {
    expect(teamSchema.safeParse({ ...team, languages: [...translationLanguages] }).success).toBe(
      true,
    );
    expect(validate(teamSchema, { ...team, languages: ["arabic", "klingon"] })).toEqual({
      ok: false,
      fieldErrors: { languages: "validation.fieldInvalid" },
    });
    expect(validate(teamSchema, { ...team, languages: "arabic" })).toEqual({
      ok: false,
      fieldErrors: { languages: "validation.fieldInvalid" },
    });
  });
  it("a member is added by a valid e-mail address, trimmed", () => {
    expect(validate(teamMemberSchema, { email: "  huda@mail.example " })).toEqual({
      ok: true,
      data: { email: "huda@mail.example" },
    });
    expect(validate(teamMemberSchema, { email: "" })).toEqual({
      ok: false,
      fieldErrors: { email: "validation.required" },
    });
    expect(validate(teamMemberSchema, {})).toEqual({
      ok: false,
      fieldErrors: { email: "validation.required" },
    });
    for (const email of ["huda", "huda@", "هدى@بريد.مثال", "a@b", "huda@mail..example"]) {
      expect(validate(teamMemberSchema, { email })).toEqual({
        ok: false,
        fieldErrors: { email: "validation.email" },
      });
    }
  });
  it("a chapter and an application name a team by its id, or none", () => {
    const teamId = "7d3c2b1a-0f9e-4d8c-b7a6-5e4f3a2b1c0d";
    const chapter = {
      comic: "0b7f5a52-4b8e-4a8e-9a51-2f1d6c1b9e10",
      chapterNumber: "3",
      cover: file("c.jpg"),
      pdf: file("c.pdf"),
      translationLanguage: "arabic",
    };
    const application = { languages: ["arabic"], message: "Hi" };
    for (const schema of [uploadChapterSchema, translatorApplicationSchema] as const) {
      const values = schema === uploadChapterSchema ? chapter : application;
      expect(schema.safeParse(values).data).not.toHaveProperty("team");
      expect(schema.safeParse({ ...values, team: "" }).data).toHaveProperty("team", "");
      expect(schema.safeParse({ ...values, team: teamId }).data).toHaveProperty("team", teamId);
      expect(schema.safeParse({ ...values, team: ` ${teamId} ` }).data).toHaveProperty(
        "team",
        teamId,
      );
      for (const team of ["blue-ink", "../teams", teamId.toUpperCase(), 7]) {
        expect(validate(schema, { ...values, team })).toEqual({
          ok: false,
          fieldErrors: { team: "validation.fieldInvalid" },
        });
      }
    }
  });
});
