import { POPOVER_PADDING_PX } from '@tonearm/shared/constants';
import { clsx } from 'clsx';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import {
  Button,
  Collection,
  ComboBox,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Tag,
  TagGroup,
  TagList,
} from 'react-aria-components';
import { useTrans } from '@/lib/i18n';
import { AriaFieldFooter, FieldLabel } from './field';

export interface ComboBoxOption {
  id: string;
  label: string;
}

export interface ComboBoxSection {
  id: string;
  label: string;
  options: ComboBoxOption[];
}

export interface ComboBoxFieldProps {
  label: string;
  /** A flat list, or sections (timezones by region). */
  options: ComboBoxOption[] | ComboBoxSection[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  name?: string;
  testId?: string;
}

function isSectioned(options: ComboBoxOption[] | ComboBoxSection[]): options is ComboBoxSection[] {
  return options.length > 0 && 'options' in options[0]!;
}

const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm outline-none data-[focused]:bg-hover data-[selected]:font-semibold data-[selected]:text-primary';

function Option({ option }: { option: ComboBoxOption }) {
  return (
    <ListBoxItem id={option.id} textValue={option.label} className={itemClass}>
      {({ isSelected }) => (
        <>
          <span className="truncate">{option.label}</span>
          {isSelected ? <Check className="size-4 shrink-0" aria-hidden /> : null}
        </>
      )}
    </ListBoxItem>
  );
}

/** Both combo boxes' label, input with its toggle, error and list popover. */
function ComboBoxBody({
  label,
  placeholder,
  errorMessage,
  children,
}: {
  label: string;
  placeholder?: string | undefined;
  errorMessage?: string | undefined;
  children: ReactNode;
}) {
  const t = useTrans();
  return (
    <>
      <FieldLabel>{label}</FieldLabel>
      <div className="relative">
        <Input
          placeholder={placeholder}
          className={clsx(
            'h-11 w-full rounded-lg border border-divider bg-bg pr-10 pl-3 text-base text-fg outline-none transition placeholder:text-muted/70',
            'focus:border-primary focus:ring-2 focus:ring-primary/25 data-[invalid]:border-danger',
            'disabled:bg-bg-alt disabled:text-muted',
          )}
        />
        <Button className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted outline-none hover:text-fg">
          <ChevronsUpDown className="size-4" aria-hidden />
        </Button>
      </div>
      <AriaFieldFooter errorMessage={errorMessage} />
      <Popover
        containerPadding={POPOVER_PADDING_PX}
        offset={6}
        className="w-(--trigger-width) min-w-56 overflow-hidden rounded-panel border border-divider bg-bg shadow-xl outline-none data-[entering]:opacity-0"
      >
        <ListBox
          className="max-h-72 overflow-y-auto p-1.5 outline-none"
          renderEmptyState={() => (
            <div className="px-3 py-6 text-center text-sm text-muted">
              {t('There are no items matching your query')}
            </div>
          )}
        >
          {children}
        </ListBox>
      </Popover>
    </>
  );
}

/** Filters on the option's text, ignoring case and the search's outer spaces. */
function containsFilter(text: string, input: string): boolean {
  return text.toLowerCase().includes(input.trim().toLowerCase());
}

/** How both combo boxes open and filter. */
const comboBoxBehaviour = {
  menuTrigger: 'focus',
  // Keep the list open on an empty search so its empty state can say so.
  allowsEmptyCollection: true,
  defaultFilter: containsFilter,
  className: 'group flex flex-col gap-1.5',
} as const;

/**
 * A searchable select (react-aria ComboBox): type to filter, arrows to move, Enter to pick.
 * An empty search result reads "There are no items matching your query".
 */
export function ComboBoxField({
  label,
  options,
  value,
  onChange,
  placeholder,
  errorMessage,
  isDisabled,
  name,
  testId,
}: ComboBoxFieldProps) {
  return (
    <ComboBox
      name={name}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      isInvalid={!!errorMessage}
      isDisabled={isDisabled}
      {...comboBoxBehaviour}
      data-testid={testId}
    >
      <ComboBoxBody label={label} placeholder={placeholder} errorMessage={errorMessage}>
        {isSectioned(options)
          ? options.map((section) => (
              <ListBoxSection key={section.id} id={section.id} className="pb-1">
                <Header className="sticky top-0 z-10 bg-bg px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                  {section.label}
                </Header>
                <Collection items={section.options}>
                  {(option) => <Option option={option} />}
                </Collection>
              </ListBoxSection>
            ))
          : options.map((option) => <Option key={option.id} option={option} />)}
      </ComboBoxBody>
    </ComboBox>
  );
}

export interface MultiComboBoxFieldProps {
  label: string;
  options: ComboBoxOption[];
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  testId?: string;
}

/**
 * A searchable multi-select: the picked options stand as removable tags above a ComboBox that
 * filters the rest, so a long list (thirty roles) takes one line of the form, not a screenful.
 * Arrows move, Enter picks or drops the focused option; a tag goes with Delete or Backspace.
 */
export function MultiComboBoxField({
  label,
  options,
  value,
  onChange,
  placeholder,
  errorMessage,
  isDisabled,
  testId,
}: MultiComboBoxFieldProps) {
  const t = useTrans();
  const selected = value
    .map((id) => options.find((option) => option.id === id))
    .filter((option): option is ComboBoxOption => !!option);
  return (
    <div className="flex flex-col gap-1.5" data-testid={testId}>
      <ComboBox
        selectionMode="multiple"
        value={value}
        onChange={(keys: Key[]) => onChange(keys.map(String))}
        isInvalid={!!errorMessage}
        isDisabled={isDisabled}
        {...comboBoxBehaviour}
      >
        <ComboBoxBody label={label} placeholder={placeholder} errorMessage={errorMessage}>
          {options.map((option) => (
            <Option key={option.id} option={option} />
          ))}
        </ComboBoxBody>
      </ComboBox>
      {selected.length > 0 ? (
        <TagGroup
          aria-label={t('Selected: :label', { label })}
          onRemove={(keys) => onChange(value.filter((id) => !keys.has(id)))}
          className="outline-none"
        >
          <TagList className="flex flex-wrap gap-1.5">
            {selected.map((option) => (
              <Tag
                key={option.id}
                id={option.id}
                textValue={option.label}
                className="flex items-center gap-1 rounded-full border border-divider bg-bg-alt py-0.5 pr-1 pl-3 text-sm outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary/40"
              >
                {option.label}
                {/* Named by react-aria: "Remove" and the tag's text. */}
                <Button
                  slot="remove"
                  className="grid size-5 place-items-center rounded-full text-muted outline-none hover:bg-hover hover:text-fg"
                >
                  <X className="size-3.5" aria-hidden />
                </Button>
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}
