import { rovingTarget } from "../../../src/lib/roving-focus";

describe("rovingTarget (keyboard focus among accordion headers and tabs)", () => {
  it("steps with the orientation's arrows and wraps round at both ends", () => {
    expect(rovingTarget("ArrowDown", 0, 3, "vertical")).toBe(1);
    expect(rovingTarget("ArrowDown", 2, 3, "vertical")).toBe(0);
    expect(rovingTarget("ArrowUp", 0, 3, "vertical")).toBe(2);
    expect(rovingTarget("ArrowRight", 1, 3, "horizontal")).toBe(2);
    expect(rovingTarget("ArrowLeft", 1, 3, "horizontal")).toBe(0);
  });

  it("jumps to the first and last with Home and End", () => {
    expect(rovingTarget("Home", 2, 4, "horizontal")).toBe(0);
    expect(rovingTarget("End", 0, 4, "vertical")).toBe(3);
  });

  it("leaves the other orientation's arrows and every other key alone", () => {
    expect(rovingTarget("ArrowRight", 0, 3, "vertical")).toBeUndefined();
    expect(rovingTarget("ArrowDown", 0, 3, "horizontal")).toBeUndefined();
    expect(rovingTarget("Enter", 0, 3, "vertical")).toBeUndefined();
  });
});
