import { ImagePlus, Upload } from 'lucide-react';
import { useId } from 'react';
import { fieldAria, FieldFrame } from '@/components/ui/field';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { uploadFile } from '@/features/uploads/public';
import { useTrans } from '@/lib/i18n';

/** A logo or favicon: a URL (or site path) typed in, or an uploaded image. */
export function ImageUrlField({
  label,
  value,
  onChange,
  errorMessage,
  darkBackground = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  /** Show the image on a dark tile (the dark logos). */
  darkBackground?: boolean;
}) {
  const t = useTrans();
  const id = useId();
  return (
    <FieldFrame id={id} label={label} errorMessage={errorMessage}>
      <div className="flex items-center gap-3">
        <div
          className={`grid h-12 w-20 shrink-0 place-items-center overflow-hidden rounded-lg border border-divider ${darkBackground ? 'bg-neutral-900' : 'bg-white'}`}
        >
          {value ? (
            <img src={value} alt="" className="max-h-10 max-w-16 object-contain" />
          ) : (
            <ImagePlus className="size-5 text-neutral-400" aria-hidden />
          )}
        </div>
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...fieldAria(id, errorMessage)}
          placeholder="https://… or /images/…"
          className="h-10 min-w-0 flex-1 rounded-lg border border-divider bg-bg px-3 text-sm text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-danger"
        />
        <FilePickerButton
          accept="image/png,image/jpeg,image/gif,image/webp"
          inputLabel={t('Upload :label', { label })}
          aria-label={t('Upload :label', { label })}
          onFile={async (file) => onChange((await uploadFile(file, 'public')).url)}
        >
          {(busy) => (
            <>
              <Upload className="size-3.5" aria-hidden />
              {busy ? t('Uploading…') : t('Upload')}
            </>
          )}
        </FilePickerButton>
      </div>
    </FieldFrame>
  );
}
