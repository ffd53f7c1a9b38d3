/**
 * Cards join names with core's list formatter (`Localization#getListFormatter`), so a list reads as
 * the user's language joins it and Stride keeps no list formatting of its own.
 */
import { describe, expect, it, vi } from "vitest";
import { formatList } from "../../src/foundry/chat/localize";

describe("formatList", () => {
  it("asks core's formatter for a conjunction and returns its words", () => {
    const format = vi.fn((names: Iterable<string>) => `<${[...names].join("|")}>`);
    const getListFormatter = vi.fn(() => ({ format }) as unknown as Intl.ListFormat);
    expect(formatList(["Ganger", "Juve", "Leader"], { getListFormatter })).toBe("<Ganger|Juve|Leader>");
    expect(getListFormatter).toHaveBeenCalledWith({ type: "conjunction" });
  });

  it("reads as the user's language joins a list", () => {
    const de = { getListFormatter: (o?: Intl.ListFormatOptions) => new Intl.ListFormat("de", o) };
    const en = { getListFormatter: (o?: Intl.ListFormatOptions) => new Intl.ListFormat("en", o) };
    expect(formatList(["A", "B", "C"], de)).toBe("A, B und C");
    expect(formatList(["A", "B", "C"], en)).toBe("A, B, and C");
    expect(formatList([], en)).toBe("");
  });
});
