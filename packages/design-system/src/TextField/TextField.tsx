import { type ComponentPropsWithRef, useId } from 'react';
import { cx } from '../private/cx.ts';
import { resetClassName } from '../private/reset-class-name.ts';
import {
  error as errorClass,
  field,
  hint as hintClass,
  input,
  label as labelClass,
  required as requiredClass,
} from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'password', 'search', 'tel', 'url', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'className' | 'style' | 'type' | 'children' | 'size'> {
  /** The visible label (also the input's accessible name). */
  label: string;
  /** Help under the label, read out with the field. */
  hint?: string;
  /** Error message: marks the field invalid and is read out with it. */
  error?: string;
  type?: TextFieldType;
}

/**
 * A labelled text input. Controlled (`value` + `onChange`) or uncontrolled (`name` + `defaultValue`);
 * the hint and the error are wired with aria-describedby, the error also sets aria-invalid.
 */
export function TextField({ label, hint, error, type = 'text', id: idProp, required, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = cx(hint ? hintId : undefined, error ? errorId : undefined, rest['aria-describedby']);
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <span className={requiredClass} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <span id={hintId} className={hintClass}>
          {hint}
        </span>
      ) : null}
      <input
        {...rest}
        id={id}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(resetClassName('input'), input)}
      />
      {error ? (
        <span id={errorId} className={errorClass}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
