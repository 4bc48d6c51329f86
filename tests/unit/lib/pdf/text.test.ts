import { PDFDocument, StandardFonts } from "pdf-lib";
import { toWinAnsi, wrapText } from "../../../../src/lib/pdf/text";

describe("PDF text helpers", () => {
  it("maps characters the standard fonts cannot print", () => {
    expect(toWinAnsi("Due → April 15 ✓")).toBe("Due -> April 15 x");
    expect(toWinAnsi("Spouse’s “name” – résumé")).toBe("Spouse’s “name” – résumé");
  });

  it("wraps on word boundaries within the width", () => {
    const font = { widthOfTextAtSize: (text: string, size: number) => text.length * size * 0.5 };
    const lines = wrapText("one two three four five six", font, 10, 50);
    expect(lines).toEqual(["one two", "three four", "five six"]);
    lines.forEach((line) => expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(50));
  });
});

describe("Spanish characters in the standard fonts", () => {
  const spanishText = "Sí Página ¿Cuándo? ¡Año nuevo! á é í ó ú ü ñ Á É Í Ó Ú Ñ";

  it("keeps every Spanish letter and mark through the WinAnsi mapping", () => {
    expect(toWinAnsi(spanishText)).toBe(spanishText);
  });

  it("draws Sí and Página with WinAnsi Helvetica without throwing", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    for (const name of [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.TimesRomanBold]) {
      const font = await doc.embedFont(name);
      expect(() => page.drawText("Sí", { font, size: 10, x: 10, y: 10 })).not.toThrow();
      expect(() => page.drawText("Página 1 de 2", { font, size: 10, x: 10, y: 30 })).not.toThrow();
      expect(() => page.drawText(toWinAnsi(spanishText), { font, size: 10, x: 10, y: 50 })).not.toThrow();
      expect(font.widthOfTextAtSize("Sí", 10)).toBeGreaterThan(0);
    }
    await expect(doc.save()).resolves.toBeInstanceOf(Uint8Array);
  });
});
