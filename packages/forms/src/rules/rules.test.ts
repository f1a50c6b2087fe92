import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  accepted,
  alphaNum,
  alphaSpaces,
  checkDate,
  choice,
  choices,
  confirmed,
  countWords,
  digits,
  email,
  file,
  fileType,
  firstFailure,
  flag,
  image,
  isConfirmed,
  isEmpty,
  max,
  maxFileSize,
  min,
  normalizeDigits,
  numeric,
  PASSWORD_SPECIALS,
  password,
  passwordChecks,
  personName,
  plainText,
  regex,
  required,
  secret,
  text,
  validDate,
  wordsMax,
} from "./index";

describe("normalizeDigits", () => {
  it.each([
    ["٠١٢٣٤٥٦٧٨٩", "0123456789"],
    ["۰۱۲۳۴۵۶۷۸۹", "0123456789"],
    ["0123", "0123"],
    ["رمز ١٢٣abc", "رمز 123abc"],
    ["", ""],
  ])("%s becomes %s", (input, output) => {
    expect(normalizeDigits(input)).toBe(output);
  });
});

describe("required", () => {
  it.each(["a", " x ", "0", "نص", true, 0, ["a"], { name: "a.png", size: 1 }])(
    "accepts %o",
    (value) => {
      expect(required.test(value)).toBe(true);
    },
  );
  it.each(["", "   ", "\n\t", false, [], null, undefined])("refuses %o", (value) => {
    expect(required.test(value)).toBe(false);
  });
  it("answers validation.required", () => {
    expect(required.message).toBe("validation.required");
  });
});

describe("min and max (character length)", () => {
  it.each([
    ["abc", 3, true],
    ["ab", 3, false],
    ["سلام", 4, true],
    ["سلا", 4, false],
    ["😀😀😀", 3, true],
    ["", 3, true],
  ])("min: %s with %i is %s", (value, length, ok) => {
    expect(min(length).test(value)).toBe(ok);
    expect(min(length).message).toBe("validation.min");
  });
  it.each([
    ["abc", 3, true],
    ["abcd", 3, false],
    ["مرحبا", 5, true],
    ["مرحبات", 5, false],
    ["😀😀😀", 3, true],
    ["", 0, true],
  ])("max: %s with %i is %s", (value, length, ok) => {
    expect(max(length).test(value)).toBe(ok);
    expect(max(length).message).toBe("validation.max");
  });
});

describe("alphaSpaces", () => {
  it.each(["John Smith", "محمد علي", "مُحَمَّد", "Zoë", "", "Ali علي"])("accepts %s", (value) => {
    expect(alphaSpaces.test(value)).toBe(true);
  });
  it.each(["John3", "علي٣", "a-b", "a.b", "hello!"])("refuses %s", (value) => {
    expect(alphaSpaces.test(value)).toBe(false);
  });
});

describe("plainText", () => {
  it.each(["", "Hello", "سلام عليكم", "line one\nline two\r\n\ttabbed", "emoji 👍🏽", "\u200fRLM"])(
    "accepts %j",
    (value) => expect(plainText.test(value)).toBe(true),
  );
  it.each([
    "a\u0000b",
    "a\ud800b",
    "\udc00",
    "bell\u0007",
    "esc\u001b[31m",
    "del\u007f",
    "c1\u0085",
  ])("refuses %j", (value) => expect(plainText.test(value)).toBe(false));
  it("is checked before every other rule of a text, secret or digits field", () => {
    for (const schema of [text(required), secret(required), digits(numeric)]) {
      const result = schema.safeParse("12\u00003");
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("validation.characters");
    }
    expect(text(max(3)).safeParse("\ud800").error?.issues[0]?.message).toBe(
      "validation.characters",
    );
  });
});

describe("personName", () => {
  it.each(["Sara Al-Qahtani", "سارة القحطاني", "O'Brien", "مُحَمَّد"])("accepts %s", (value) => {
    expect(personName.test(value)).toBe(true);
  });
  it.each(["resume\u202efdp.exe", "a\u200bb", "\u2066x\u2069", "\ufeffName", "a\u200db"])(
    "refuses %j",
    (value) => expect(personName.test(value)).toBe(false),
  );
});

describe("alphaNum", () => {
  it.each(["abc123", "علي٣", "ABC", "١٢٣", ""])("accepts %s", (value) => {
    expect(alphaNum.test(value)).toBe(true);
  });
  it.each(["a b", "a-1", "a_b", "x@y"])("refuses %s", (value) => {
    expect(alphaNum.test(value)).toBe(false);
  });
});

describe("numeric", () => {
  it.each(["0", "123456", "١٢٣", "۱۲۳", "١2۳", ""])("accepts %s", (value) => {
    expect(numeric.test(value)).toBe(true);
  });
  it.each(["12a", "1.5", "-1", "1 2", "١٢x", "+966"])("refuses %s", (value) => {
    expect(numeric.test(value)).toBe(false);
  });
});

describe("email", () => {
  it.each(["info@company.example", "a.b+c@mail.co", "x_y@sub.domain.sa", ""])(
    "accepts %s",
    (value) => {
      expect(email.test(value)).toBe(true);
    },
  );
  it.each(["plain", "a@b", "@x.com", "a@.com", "a..b@x.com", "علي@مثال.com", "a b@x.com"])(
    "refuses %s",
    (value) => {
      expect(email.test(value)).toBe(false);
    },
  );
});

describe("confirmed", () => {
  it.each([
    ["Secret123!", "Secret123!", true],
    ["Secret123!", "Secret123?", false],
    ["", "anything", true],
  ])("%s against %s is %s", (value, target, ok) => {
    expect(isConfirmed(value, target)).toBe(ok);
  });

  const schema = confirmed(
    z.object({ password: secret(required), confirm: secret(required), name: text(required) }),
    "confirm",
    "password",
  );
  it("reports a mismatch on the confirming field", () => {
    const result = schema.safeParse({ password: "a", confirm: "b", name: "x" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirm"], message: "validation.confirmed" }),
    ]);
  });
  it("still reports it when another field is missing", () => {
    const result = schema.safeParse({ password: "a", confirm: "b" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "validation.required",
      "validation.confirmed",
    ]);
  });
  it("leaves an empty confirmation to required", () => {
    const result = schema.safeParse({ password: "a", confirm: "", name: "x" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["validation.required"]);
  });
  it("passes when both agree", () => {
    expect(schema.safeParse({ password: "a", confirm: "a", name: "x" }).success).toBe(true);
  });
});

describe("image", () => {
  it.each([
    "cover.jpg",
    "cover.JPG",
    "a.jpeg",
    "a.png",
    "a.svg",
    "a.bmp",
    "a.gif",
    "a.WebP",
    "غلاف.png",
    "",
  ])("accepts %s", (name) => {
    expect(image.test(name)).toBe(true);
  });
  it.each(["a.pdf", "a.png.exe", "png", "a.", "a.tiff", ".png"])("refuses %s", (name) => {
    expect(image.test(name)).toBe(false);
  });
  it("reads a file's name", () => {
    expect(image.test({ name: "x.PNG", size: 10 })).toBe(true);
    expect(image.test({ name: "x.pdf", size: 10 })).toBe(false);
    expect(image.test(null)).toBe(true);
  });
});

describe("fileType and maxFileSize", () => {
  const cv = fileType(["pdf", "doc", "docx"]);
  it.each([
    ["cv.pdf", true],
    ["CV.DOCX", true],
    ["cv.doc", true],
    ["cv.txt", false],
    ["cv", false],
  ])("%s is %s", (name, ok) => {
    expect(cv.test({ name, size: 1 })).toBe(ok);
  });
  it.each([
    [1024, true],
    [5 * 1024 * 1024, true],
    [5 * 1024 * 1024 + 1, false],
  ])("a file of %i bytes is %s", (size, ok) => {
    expect(maxFileSize(5 * 1024 * 1024).test({ name: "a.pdf", size })).toBe(ok);
  });
});

describe("regex", () => {
  it.each([
    [/^\d{3}$/, "123", true],
    [/^\d{3}$/, "١٢٣", true],
    [/^\d{3}$/, "12", false],
    [/^[a-z]+$/i, "ABC", true],
    [/^[a-z]+$/g, "abc", true],
    [/^[a-z]+$/, "", true],
  ])("%s on %s is %s", (pattern, value, ok) => {
    expect(regex(pattern).test(value)).toBe(ok);
  });
  it("a global pattern gives the same answer twice", () => {
    const rule = regex(/a/g);
    expect([rule.test("a"), rule.test("a")]).toEqual([true, true]);
  });
  it("answers validation.regex unless told otherwise", () => {
    expect(regex(/x/).message).toBe("validation.regex");
    expect(regex(/x/, "form.phone.invalid").message).toBe("form.phone.invalid");
  });
});

describe("accepted", () => {
  it.each([true, "on", "yes", "true", 1, "1"])("accepts %o", (value) => {
    expect(accepted.test(value)).toBe(true);
  });
  it.each([false, "", "no", 0, null, undefined])("refuses %o", (value) => {
    expect(accepted.test(value)).toBe(false);
  });
});

describe("validDate", () => {
  const now = new Date(2024, 5, 15, 12, 0, 0); // 15 June 2024, local time
  it.each([
    ["2024-06-15", "valid"],
    ["2000-01-01", "valid"],
    ["2024-02-29", "valid"],
    ["٢٠٠٠-٠١-٠١", "valid"],
    ["2024-06-16", "future"],
    ["2030-01-01", "future"],
    ["2023-02-29", "invalid"],
    ["2023-02-30", "invalid"],
    ["2023-04-31", "invalid"],
    ["2023-13-01", "invalid"],
    ["2023-00-10", "invalid"],
    ["2023-1-5", "invalid"],
    ["15/06/2020", "invalid"],
    ["0000-01-01", "invalid"],
    ["tomorrow", "invalid"],
  ])("%s is %s", (value, answer) => {
    expect(checkDate(value, now)).toBe(answer);
  });
  it.each([
    ["2023-02-30", "validation.validDate.invalid"],
    ["2024-06-16", "validation.validDate.future"],
    ["2024-06-14", undefined],
    ["", undefined],
  ])("%s answers %s", (value, message) => {
    expect(
      firstFailure(
        value,
        validDate(() => now),
      )?.message,
    ).toBe(message);
  });
});

describe("password", () => {
  it.each(["Abcde123!", "aB1!2345", "Zz#999zzzzzzzzzz", `Aa123${PASSWORD_SPECIALS[5]}xx`, ""])(
    "accepts %s",
    (value) => {
      expect(password.test(value)).toBe(true);
    },
  );
  it.each([
    ["Ab1!23", "too short"],
    ["Abcdefgh123!12345", "17 characters"],
    ["abcde123!", "no uppercase"],
    ["ABCDE123!", "no lowercase"],
    ["Abcde1234", "no special"],
    ["Abcdef12!", "two digits"],
    ["Abc de123!", "a space"],
    ["Abcde١٢٣!", "Arabic-Indic digits only"],
  ])("refuses %s (%s)", (value) => {
    expect(password.test(value)).toBe(false);
  });
  it("lists each criterion", () => {
    expect(passwordChecks("ab 1")).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      special: false,
      digits: false,
      noSpaces: false,
    });
    expect(Object.values(passwordChecks("Abcde123!")).every(Boolean)).toBe(true);
  });
  it.each([
    ["Abcd123!", true],
    ["Abcd123!Abcd123!", true],
    ["Abcd12!", false],
    ["Abcd123!Abcd123!x", false],
  ])("length edge %s is %s", (value, ok) => {
    expect(passwordChecks(value).length).toBe(ok);
  });
});

describe("words", () => {
  it.each([
    ["", 0],
    ["  ", 0],
    ["one", 1],
    ["one  two\nthree", 3],
    ["قصة مصورة جميلة", 3],
  ])("%j has %i words", (value, count) => {
    expect(countWords(value)).toBe(count);
  });
  it.each([
    ["word ".repeat(300), true],
    ["word ".repeat(301), false],
  ])("wordsMax(300) on a long text is %s", (value, ok) => {
    expect(wordsMax(300).test(value.trim())).toBe(ok);
  });
});

describe("isEmpty", () => {
  it.each([
    ["", true],
    [" ", true],
    [[], true],
    [false, true],
    [null, true],
    [0, false],
    ["x", false],
  ])("%o is %s", (value, empty) => {
    expect(isEmpty(value)).toBe(empty);
  });
});

describe("the zod builders", () => {
  it("text trims and answers the first failing rule", () => {
    const schema = text(required, alphaSpaces, max(5));
    expect(schema.safeParse("  علي  ").data).toBe("علي");
    expect(schema.safeParse("   ").error?.issues.map((issue) => issue.message)).toEqual([
      "validation.required",
    ]);
    expect(schema.safeParse("abc1").error?.issues[0]?.message).toBe("validation.alphaSpaces");
    expect(schema.safeParse("abcdef").error?.issues[0]?.message).toBe("validation.max");
  });
  it("a missing value is required, a wrong type invalid", () => {
    expect(text().safeParse(undefined).error?.issues[0]?.message).toBe("validation.required");
    expect(text().safeParse(42).error?.issues[0]?.message).toBe("validation.fieldInvalid");
  });
  it("secret keeps spaces", () => {
    expect(secret(password).safeParse("Abcde123! ").success).toBe(false);
  });
  it("digits accepts Arabic-Indic digits and hands on Latin ones", () => {
    expect(digits(required, numeric).safeParse("١٢٣٤٥٦").data).toBe("123456");
  });
  it("choice accepts a listed value and refuses others", () => {
    const gender = choice(["male", "female"], required);
    expect(gender.safeParse("male").success).toBe(true);
    expect(gender.safeParse("").error?.issues[0]?.message).toBe("validation.required");
    expect(gender.safeParse("other").error?.issues[0]?.message).toBe("validation.fieldInvalid");
  });
  it("choices needs at least one listed value", () => {
    const languages = choices(["arabic", "english"], required);
    expect(languages.safeParse(["arabic"]).success).toBe(true);
    expect(languages.safeParse([]).error?.issues[0]?.message).toBe("validation.required");
    expect(languages.safeParse(["klingon"]).error?.issues[0]?.message).toBe(
      "validation.fieldInvalid",
    );
  });
  it("flag with accepted", () => {
    expect(flag(accepted).safeParse(true).success).toBe(true);
    expect(flag(accepted).safeParse(false).error?.issues[0]?.message).toBe("validation.accepted");
  });
  it("file checks presence, type and size", () => {
    const cover = file(required, image, maxFileSize(100));
    expect(cover.safeParse({ name: "a.png", size: 10 }).success).toBe(true);
    expect(cover.safeParse(null).error?.issues[0]?.message).toBe("validation.required");
    expect(cover.safeParse({ name: "a.pdf", size: 10 }).error?.issues[0]?.message).toBe(
      "validation.image",
    );
    expect(cover.safeParse({ name: "a.png", size: 101 }).error?.issues[0]?.message).toBe(
      "validation.fileTooLarge",
    );
    expect(cover.safeParse("a.png").error?.issues[0]?.message).toBe("validation.fieldInvalid");
  });
});
