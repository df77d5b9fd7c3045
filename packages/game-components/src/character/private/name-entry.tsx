import { characterNameLimits } from '@rpg/contracts';
import { TextField } from '@rpg/design-system';
import { type RefObject, useRef, useState } from 'react';

/**
 * The state of a character-name field (ChangeNameForm, CreateCharacterForm): the name, the naming
 * rule it breaks (`problem`, set on submit), and the server's error, which stays until the player edits
 * the name (a new one shows again).
 */
export function useNameEntry<Problem, ServerError>(serverError: ServerError | undefined) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [editedSince, setEditedSince] = useState<ServerError | undefined>(undefined);
  const [lastServerError, setLastServerError] = useState(serverError);
  if (serverError !== lastServerError) {
    setLastServerError(serverError);
    setEditedSince(undefined);
  }
  const visibleServerError = serverError !== undefined && editedSince !== serverError ? serverError : undefined;
  /** The player typed: the problem and the server's error are cleared. */
  const edit = (value: string) => {
    setName(value);
    setProblem(null);
    setEditedSince(serverError);
  };
  return { inputRef, name, edit, problem, setProblem, visibleServerError };
}

/** A character's name field: no autocomplete or spell check, words capitalised, twice the longest name at most. */
export function NameField({
  inputRef,
  label,
  placeholder,
  hint,
  error,
  value,
  onEdit,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  placeholder?: string;
  hint: string;
  error: string | undefined;
  value: string;
  onEdit: (value: string) => void;
}) {
  return (
    <TextField
      ref={inputRef}
      label={label}
      placeholder={placeholder}
      hint={hint}
      error={error}
      name="name"
      autoComplete="off"
      autoCapitalize="words"
      spellCheck={false}
      maxLength={characterNameLimits.max * 2}
      value={value}
      onChange={(event) => onEdit(event.target.value)}
    />
  );
}
