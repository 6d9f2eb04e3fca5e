import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testTrack as track } from '@/test/test-track';
import { FakeAudio } from '@/test/fake-audio';
import { PlayerEngine } from '../engine/player-engine';
import { getPlayer, setPlayerForTests } from '../engine/player-instance';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { SeekBar } from './seek-bar';

/** The player bar's seek bar with the app's global shortcuts listening, as in the shell. */
function Harness() {
  usePlayerShortcuts(() => {});
  return <SeekBar />;
}

beforeEach(() => {
  setPlayerForTests(
    new PlayerEngine({ audio: new FakeAudio(), recordPlay: vi.fn(() => Promise.resolve()) }),
  );
});
afterEach(() => setPlayerForTests(null));

const time = () => getPlayer().getState().currentTime;

describe('SeekBar', () => {
  it('moves 5 s per arrow key and 10 % per PageUp/PageDown, once, without the global ←/→', async () => {
    getPlayer().playList([track(1, 200)]);
    render(<Harness />);
    const slider = screen.getByRole('slider', { name: 'Seek' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(time()).toBe(5);
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    expect(time()).toBe(15);
    await userEvent.keyboard('{ArrowLeft}');
    expect(time()).toBe(10);
    await userEvent.keyboard('{PageUp}');
    expect(time()).toBe(30);
    await userEvent.keyboard('{PageDown}{PageDown}{ArrowDown}');
    expect(time()).toBe(0);
  });

  it('still lets the global ←/→ seek when the slider does not have focus', async () => {
    getPlayer().playList([track(1, 200)]);
    render(<Harness />);
    await userEvent.keyboard('{ArrowRight}');
    expect(time()).toBe(5);
  });

  it('shows the known duration before anything plays (embeds)', () => {
    render(<SeekBar knownDuration={95} />);
    expect(screen.getByTestId('player-duration')).toHaveTextContent('1:35');
    expect(screen.getByTestId('player-elapsed')).toHaveTextContent('0:00');
  });
});
