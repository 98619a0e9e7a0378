import { describe, expect, test } from "bun:test";
import { PAGE_GAP, pageWindow } from "./page-window.ts";

describe("pageWindow", () => {
  test("a few pages: every number", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test("many pages: first, last, the current page and its neighbours, gaps between", () => {
    expect(pageWindow(1, 84)).toEqual([1, 2, PAGE_GAP, 84]);
    expect(pageWindow(40, 84)).toEqual([1, PAGE_GAP, 39, 40, 41, PAGE_GAP, 84]);
    expect(pageWindow(84, 84)).toEqual([1, PAGE_GAP, 83, 84]);
  });

  test("a gap never stands for a single page", () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 10]);
    expect(pageWindow(7, 10)).toEqual([1, PAGE_GAP, 6, 7, 8, 9, 10]);
  });
});
