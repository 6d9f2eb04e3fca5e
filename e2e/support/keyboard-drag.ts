import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves a sortable row one place down with dnd-kit's keyboard sensor: Space lifts, ArrowDown
 * moves, Space drops. Each step waits for dnd-kit's screen-reader announcement of the last one,
 * so a busy machine cannot make a key press land before the sensor is ready for it.
 */
export async function keyboardDragDown(page: Page, handle: Locator): Promise<void> {
  // Every sortable list on the page has its own live region.
  const announced = (text: RegExp) =>
    expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toHaveCount(1);
  await handle.focus();
  await page.keyboard.press('Space');
  // Lifting announces "Picked up …", at once replaced by "… moved over" the row itself.
  await announced(/Picked up draggable item|was moved over droppable area/);
  // The sensor starts listening for arrow keys on a timer after the lift, and measures the rows
  // in a frame: let two frames pass, or the ArrowDown can land before it listens.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page.keyboard.press('ArrowDown');
  await announced(/Draggable item (\S+) was moved over droppable area (?!\1\.)\S+\./);
  await page.keyboard.press('Space');
  await announced(/was dropped/);
}
