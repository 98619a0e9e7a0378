import { expect, test } from "bun:test";
import { act, render } from "@testing-library/react";
import { Suspense } from "react";
import { useDom } from "../../../tests/dom.ts";

useDom();
// The widgets start loading as the module is evaluated, where there is a document.
const { Live, widget } = await import("./area-tools.tsx");

// Through React.lazy alone a widget suspended on its first drawing even with its chunk there, and React showed its
// content (and made its calls) 300 ms after the stand-in at the earliest.
test("a widget whose chunk has come is drawn at once, not its stand-in", async () => {
  let loads = 0;
  const part = widget(async () => {
    loads += 1;
    return ({ name }: { name: string }) => <p>Hello {name}</p>;
  });
  await act(async () => {});
  const view = render(
    <Suspense fallback={<p>stand-in</p>}>
      <Live part={part} name="Ana" />
    </Suspense>,
  );
  expect(view.queryByText("stand-in")).toBeNull();
  expect(view.getByText("Hello Ana")).toBeTruthy();
  expect(loads).toBe(1);
});

test("a widget drawn before its chunk has come shows its stand-in until then", async () => {
  let arrive!: () => void;
  const part = widget(async () => {
    await new Promise<void>((resolve) => {
      arrive = resolve;
    });
    return () => <p>Live</p>;
  });
  const view = render(
    <Suspense fallback={<p>stand-in</p>}>
      <Live part={part} />
    </Suspense>,
  );
  expect(view.getByText("stand-in")).toBeTruthy();
  await act(async () => arrive());
  expect(await view.findByText("Live")).toBeTruthy();
});
