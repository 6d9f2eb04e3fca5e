import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudio } from '@/test/fake-audio';
import { PlayerEngine } from '@/features/player/engine/player-engine';
import { getPlayer, setPlayerForTests } from '@/features/player/engine/player-instance';
import { testTrack } from '@/test/test-track';
import { linesFromText, type TapLine } from '../hooks/use-lrc-lines';
import { LrcTapEditor } from './lrc-tap-editor';

let audio: FakeAudio;
let latest: TapLine[] = [];

beforeEach(() => {
  audio = new FakeAudio();
  setPlayerForTests(new PlayerEngine({ audio, recordPlay: vi.fn(() => Promise.resolve()) }));
});
afterEach(() => setPlayerForTests(null));

const track = testTrack(3, 200);

function Harness({ initial }: { initial: string }) {
  const [lines, setLines] = useState(() => linesFromText(initial));
  return (
    <LrcTapEditor
      track={track}
      lines={lines}
      onChange={(next) => {
        latest = next;
        setLines(next);
      }}
    />
  );
}

const times = () => screen.getAllByTestId('tap-line-time').map((node) => node.textContent);

describe('LrcTapEditor', () => {
  it('plays the track and stamps the current playback time on the next line at each tap', async () => {
    render(<Harness initial={'First line\nSecond line\nThird line'} />);
    expect(times()).toEqual(['[--:--.--]', '[--:--.--]', '[--:--.--]']);

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(getPlayer().getState().queue[0]?.track.id).toBe(3);
    audio.advance(2.5);
    await userEvent.click(screen.getByTestId('tap-button'));
    audio.advance(1.5);
    await userEvent.click(screen.getByTestId('tap-button'));

    expect(times()).toEqual(['[00:02.50]', '[00:04.00]', '[--:--.--]']);
    expect(latest.map((line) => line.time_ms)).toEqual([2500, 4000, null]);
    // The next line to tap is marked.
    expect(screen.getAllByTestId('tap-line')[2]).toHaveAttribute('aria-current', 'step');
  });

  it('taps with Space and Enter while the editor has focus, not while typing in the text box', async () => {
    render(<Harness initial={'One\nTwo\nThree'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    audio.advance(1);
    screen.getByTestId('tap-area').focus();
    await userEvent.keyboard(' ');
    audio.advance(1);
    await userEvent.keyboard('{Enter}');
    expect(latest.map((line) => line.time_ms)).toEqual([1000, 2000, null]);

    // Typing a space in the lines box edits the words and keeps the times.
    const box = screen.getByRole('textbox', { name: 'Lines' });
    await userEvent.type(box, ' more');
    expect(latest.map((line) => line.time_ms)).toEqual([1000, 2000, null]);
    expect(latest[2]!.text).toBe('Three more');
  });

  it('nudges a line by 0.1 s, by 1 s with Shift, and seeks there on click', async () => {
    render(<Harness initial={'[00:10.00] Hello\n[00:20.00] World'} />);
    const first = screen.getAllByTestId('tap-line')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Later (Shift: 1 s)' }));
    expect(latest[0]!.time_ms).toBe(10_100);
    await userEvent.click(within(first).getByRole('button', { name: 'Earlier (Shift: 1 s)' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Earlier (Shift: 1 s)' }));
    expect(latest[0]!.time_ms).toBe(9900);

    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(within(first).getByRole('button', { name: 'Later (Shift: 1 s)' }));
    await user.keyboard('{/Shift}');
    expect(latest[0]!.time_ms).toBe(10_900);

    await userEvent.click(screen.getByRole('button', { name: 'Play from [00:20.00]' }));
    expect(getPlayer().getState().queue[0]?.track.id).toBe(3);
    expect(getPlayer().getState().currentTime).toBe(20);
  });

  it('previews the highlighting as listeners see it', async () => {
    render(<Harness initial={'[00:01.00] Hello\n[00:05.00] World'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    audio.advance(2);
    const preview = screen.getByTestId('lrc-preview');
    const lines = await within(preview).findAllByTestId('lyrics-line');
    expect(lines[0]).toHaveAttribute('aria-current', 'true');
    expect(lines[1]).not.toHaveAttribute('aria-current');
  });
});
