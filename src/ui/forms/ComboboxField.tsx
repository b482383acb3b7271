import type { FieldPath, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as combobox from './combobox.css';
import * as css from './forms.css';
import { useSettledWhilePressing } from './settled-while-pressing';
import type { TextFieldProps } from './TextField';

export interface ComboboxFieldProps<T extends FieldValues, N extends FieldPath<T>, O> extends Omit<TextFieldProps<T, N>, 'type'> {
  /** what matches the text typed so far (the owner looks them up) */
  options: readonly O[];
  optionKey: (option: O) => string;
  optionText: (option: O) => ReactNode;
  /** the shopper chose an option: the owner fills this field and any other from it */
  onPick: (option: O) => void;
  /** read out after the options change, e.g. "3 suggestions" */
  announce?: (count: number) => string;
}

/**
 * A text field of a modular form that offers matching options while the shopper types (the ARIA combobox pattern
 * with a list, manual selection): the arrow keys move through the list, Enter chooses, Escape closes it, a click or
 * a tap chooses too. Typing freely stays possible; the options only help.
 */
export function ComboboxField<T extends FieldValues, N extends FieldPath<T>, O>({
  field,
  props,
  label,
  required,
  hint,
  options,
  optionKey,
  optionText,
  onPick,
  announce,
  ...input
}: ComboboxFieldProps<T, N, O>) {
  useSignals();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const error = useSettledWhilePressing(field.error.value);
  const expanded = open && options.length > 0;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  // new options: nothing is highlighted until the shopper moves into the list
  useEffect(() => setActive(-1), [options]);
  useEffect(() => {
    if (active >= 0) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const pick = (option: O) => {
    setOpen(false);
    setActive(-1);
    onPick(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!options.length) return;
        event.preventDefault();
        if (!expanded || event.altKey) {
          setOpen(true);
          return;
        }
        const down = event.key === 'ArrowDown';
        setActive((at) => (at < 0 ? (down ? 0 : last) : down ? (at === last ? 0 : at + 1) : at === 0 ? last : at - 1));
        return;
      }
      case 'Enter':
        // Enter on a highlighted option chooses it; otherwise it submits the form as usual
        if (expanded && active >= 0) {
          event.preventDefault();
          pick(options[active]!);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  };

  return (
    <div className={css.field}>
      <label htmlFor={id} id={`${id}-label`} className={css.label}>
        {label}
      </label>
      <div className={combobox.anchor}>
        <input
          {...props}
          {...input}
          id={id}
          type="text"
          role="combobox"
          autoCapitalize="off"
          spellCheck={false}
          className={css.input}
          value={(field.value.value as string | undefined) ?? ''}
          required={required}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={described || undefined}
          onChange={(event) => {
            props.onChange(event);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            setOpen(false);
            props.onBlur(event);
          }}
        />
        <ul ref={list} id={listId} role="listbox" aria-labelledby={`${id}-label`} className={combobox.listbox} hidden={!expanded}>
          {expanded &&
            options.map((option, index) => (
              <li
                key={optionKey(option)}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={combobox.option}
                // keeps the focus (and the list) in the field until the click has chosen
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                {optionText(option)}
              </li>
            ))}
        </ul>
      </div>
      <p className={combobox.visuallyHidden} role="status" aria-live="polite">
        {expanded && announce ? announce(options.length) : ''}
      </p>
      {hint && (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={css.error} data-testid={`${props.name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
