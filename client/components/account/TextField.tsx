interface Props {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  defaultValue?: string;
  maxLength: number;
  minLength?: number;
  /** This field's problem, shown under it and tied to it for screen readers. */
  error?: string | undefined;
}

/** A labelled input of an account form with its own error text. */
export function TextField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  defaultValue,
  maxLength,
  minLength,
  error,
}: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        minLength={minLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="input mt-1"
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-brand-700" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
