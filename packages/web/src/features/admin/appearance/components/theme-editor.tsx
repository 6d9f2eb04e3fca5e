import {
  DEFAULT_FONT_WEIGHT,
  FONT_FAMILIES,
  findFont,
  fontOfStack,
  fontStack,
} from '@tonearm/shared/appearance/fonts';
import {
  THEME_COLOR_VARIABLES,
  THEME_FONT_FAMILY_VARIABLE,
  THEME_FONT_WEIGHT_VARIABLE,
  THEME_RADIUS_VARIABLES,
  hexToThemeColor,
  parseThemeColor,
  themeColorToHex,
} from '@tonearm/shared/appearance/theme-variables';
import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldErrorMessage, FieldFrame, type StringFieldProps } from '@/components/ui/field';
import { Checkbox, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { useTrans } from '@/lib/i18n';
import { useDeleteTheme } from '../api/delete-theme';
import { useAppearanceEditor } from '../appearance-editor-context';
import { appearancePaths } from '../appearance-paths';

/** One colour variable: a colour picker beside the hex text of the same value. */
function ColorRow({ name, ...field }: StringFieldProps & { name: string }) {
  const { label, value, onChange, errorMessage } = field;
  const t = useTrans();
  const id = useId();
  const hex = themeColorToHex(value) ?? '#000000';
  const alpha = parseThemeColor(value)?.alpha ?? null;
  const [typed, setTyped] = useState(hex);
  useEffect(() => setTyped(hex), [hex]);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <input
          type="color"
          value={hex}
          aria-label={t(':label colour', { label })}
          data-variable={name}
          onChange={(event) => {
            const next = hexToThemeColor(event.target.value, alpha);
            if (next) onChange(next);
          }}
          className="size-9 shrink-0 cursor-pointer rounded-lg border border-divider bg-transparent p-0.5"
        />
        <label htmlFor={id} className="min-w-0 flex-1 text-sm">
          {label}
          {alpha !== null ? (
            <span className="ml-1 text-xs text-muted">({Math.round(alpha * 100)}%)</span>
          ) : null}
        </label>
        <input
          id={id}
          value={typed}
          spellCheck={false}
          aria-invalid={errorMessage ? true : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            const next = hexToThemeColor(event.target.value, alpha);
            if (next) onChange(next);
          }}
          className="h-9 w-24 rounded-lg border border-divider bg-bg px-2 font-mono text-xs text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-danger"
        />
      </div>
      <FieldErrorMessage message={errorMessage} />
    </div>
  );
}

const SELECT_CLASS =
  'h-10 rounded-lg border border-divider bg-bg px-3 text-sm text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25';

/**
 * A theme: its name and kind, the default flags, every colour variable, the font family and
 * weight, the corner radii. Each change is previewed at once; Save stores it.
 */
export function ThemeEditor({ initial }: { initial: Theme }) {
  const t = useTrans();
  const navigate = useNavigate();
  const { themeDraft, startThemeDraft, editThemeDraft, themeErrors } = useAppearanceEditor();
  const deleteTheme = useDeleteTheme();
  const fontId = useId();
  const weightId = useId();

  useEffect(() => startThemeDraft(initial), [initial.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const theme = themeDraft?.id === initial.id ? themeDraft : initial;
  const setValue = (name: string, value: string) =>
    editThemeDraft({ ...theme, values: { ...theme.values, [name]: value } });
  const font = fontOfStack(theme.values[THEME_FONT_FAMILY_VARIABLE]) ?? findFont('system')!;
  const weight = Number(theme.values[THEME_FONT_WEIGHT_VARIABLE]) || DEFAULT_FONT_WEIGHT;
  const error = (name: string) => themeErrors[`values.${name}`];

  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={t('Name')}
        value={theme.name}
        onChange={(name) => editThemeDraft({ ...theme, name })}
        errorMessage={themeErrors.name}
      />
      <Checkbox
        isSelected={theme.is_dark}
        onChange={(is_dark) =>
          editThemeDraft({
            ...theme,
            is_dark,
            default_light: is_dark ? false : theme.default_light,
            default_dark: is_dark ? theme.default_dark : false,
          })
        }
      >
        {t('Dark theme')}
      </Checkbox>
      {theme.is_dark ? (
        <Checkbox
          isSelected={theme.default_dark}
          onChange={(default_dark) => editThemeDraft({ ...theme, default_dark })}
          errorMessage={themeErrors.default_dark}
        >
          {t('Default dark theme')}
        </Checkbox>
      ) : (
        <Checkbox
          isSelected={theme.default_light}
          onChange={(default_light) => editThemeDraft({ ...theme, default_light })}
          errorMessage={themeErrors.default_light}
        >
          {t('Default light theme')}
        </Checkbox>
      )}

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('Colours')}</legend>
        {THEME_COLOR_VARIABLES.map((variable) => (
          <ColorRow
            key={variable.name}
            name={variable.name}
            label={t(variable.label)}
            value={theme.values[variable.name] ?? '0 0 0'}
            onChange={(value) => setValue(variable.name, value)}
            errorMessage={error(variable.name)}
          />
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold">{t('Font')}</legend>
        <FieldFrame id={fontId} label={t('Font family')}>
          <select
            id={fontId}
            value={font.id}
            className={SELECT_CLASS}
            onChange={(event) => {
              const next = findFont(event.target.value);
              if (!next) return;
              const keepWeight = next.weights.includes(weight) ? weight : DEFAULT_FONT_WEIGHT;
              editThemeDraft({
                ...theme,
                values: {
                  ...theme.values,
                  [THEME_FONT_FAMILY_VARIABLE]: fontStack(next),
                  [THEME_FONT_WEIGHT_VARIABLE]: String(keepWeight),
                },
              });
            }}
          >
            {FONT_FAMILIES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.category === 'system' ? t('System font') : option.family}
              </option>
            ))}
          </select>
          {error(THEME_FONT_FAMILY_VARIABLE) ? (
            <div role="alert" className="text-sm text-danger">
              {error(THEME_FONT_FAMILY_VARIABLE)}
            </div>
          ) : null}
        </FieldFrame>
        <FieldFrame id={weightId} label={t('Text weight')}>
          <select
            id={weightId}
            value={String(weight)}
            className={SELECT_CLASS}
            onChange={(event) => setValue(THEME_FONT_WEIGHT_VARIABLE, event.target.value)}
          >
            {font.weights.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </FieldFrame>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold">{t('Corners')}</legend>
        {THEME_RADIUS_VARIABLES.map((variable) => (
          <TextField
            key={variable.name}
            label={t(variable.label)}
            description={t('A size such as 0.75rem, 8px, or 9999px for fully round.')}
            value={theme.values[variable.name] ?? ''}
            onChange={(value) => setValue(variable.name, value)}
            errorMessage={error(variable.name)}
          />
        ))}
      </fieldset>

      {initial.id > 0 && !initial.default_light && !initial.default_dark ? (
        <Button
          variant="danger"
          size="sm"
          isDisabled={deleteTheme.isPending}
          onPress={() =>
            deleteTheme.mutate(initial.id, {
              onSuccess: () => {
                toast.positive(t('Theme deleted'));
                void navigate(appearancePaths.themes());
              },
            })
          }
        >
          <Trash2 className="size-3.5" aria-hidden />
          {t('Delete theme')}
        </Button>
      ) : null}
    </div>
  );
}
