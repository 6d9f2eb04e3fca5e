import { formatLrc } from '@tonearm/shared/catalog/lrc';
import type { EditableTrack } from '@tonearm/shared/music/music.schemas';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { deleteLyrics, musicKeys, useSaveLyrics } from '../api/music-api';
import { linesFromText, type TapLine } from '../hooks/use-lrc-lines';
import { TextAreaField } from '@/components/ui/native-fields';
import { FormSection } from './form-parts';
import { LrcTapEditor } from './lrc-tap-editor';

type Mode = 'plain' | 'synced';

/**
 * Lyrics of a track: plain text, or time-synced LRC made with the tap editor. Saved on their
 * own (`PUT tracks/{id}/lyrics`); emptied, they are removed (`DELETE`).
 */
export function LyricsSection({ track }: { track: EditableTrack }) {
  const t = useTrans();
  const queryClient = useQueryClient();
  const stored = track.lyrics;
  const [mode, setMode] = useState<Mode>(
    stored?.is_synced ? 'synced' : stored ? 'plain' : 'synced',
  );
  const [plain, setPlain] = useState(stored && !stored.is_synced ? stored.text : '');
  const [lines, setLines] = useState<TapLine[]>(() => (stored ? linesFromText(stored.text) : []));
  const [dirty, setDirty] = useState(false);
  const save = useSaveLyrics();

  const switchMode = (next: Mode) => {
    if (next === mode) return;
    // Carry the words across: plain lines become lines to time, timed lines lose their times.
    if (next === 'synced') setLines(linesFromText(plain));
    else setPlain(lines.map((line) => line.text).join('\n'));
    setMode(next);
    setDirty(true);
  };

  const synced = formatLrc(lines);
  const untimed = lines.filter((line) => line.time_ms === null && line.text.trim()).length;
  const text = mode === 'synced' ? synced : plain.trim();

  const onSave = async () => {
    try {
      if (!text) {
        await deleteLyrics(track.id);
        void queryClient.invalidateQueries({ queryKey: musicKeys.track(track.id) });
        toast.positive(t('Lyrics removed'));
      } else {
        await save.mutateAsync({ id: track.id, input: { text, is_synced: mode === 'synced' } });
        toast.positive(t('Lyrics saved'));
      }
      setDirty(false);
    } catch (error) {
      showHttpErrorToast(error);
    }
  };

  return (
    <FormSection title={t('Lyrics')}>
      <div role="radiogroup" aria-label={t('Lyrics kind')} className="flex gap-2">
        {(['synced', 'plain'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={mode === option}
            onClick={() => switchMode(option)}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm font-medium transition outline-none focus-visible:ring-2 focus-visible:ring-primary/40',
              mode === option ? 'border-primary bg-primary/10 text-primary' : 'border-divider',
            )}
          >
            {option === 'synced' ? t('Synced (LRC)') : t('Plain text')}
          </button>
        ))}
      </div>
      {mode === 'plain' ? (
        <TextAreaField
          label={t('Lyrics text')}
          value={plain}
          rows={8}
          onChange={(value) => {
            setPlain(value);
            setDirty(true);
          }}
        />
      ) : (
        <LrcTapEditor
          track={track}
          lines={lines}
          onChange={(next) => {
            setLines(next);
            setDirty(true);
          }}
        />
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {mode === 'synced' && untimed ? (
          <span className="text-sm text-muted">
            {t(':count lines have no time yet and are left out.', { count: untimed })}
          </span>
        ) : null}
        <Button
          onPress={() => void onSave()}
          isDisabled={!dirty || save.isPending}
          data-testid="save-lyrics"
        >
          {t('Save lyrics')}
        </Button>
      </div>
    </FormSection>
  );
}
