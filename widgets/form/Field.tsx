import type { ReactNode } from 'react';
import { t } from '../../src/catalogue/index.ts';
import { FORM_TEXT } from '../../src/catalogue/en/form.ts';
import { LIKERT_SCALE, PASSWORD_PLACEHOLDER, type FormField, type RawValue } from '../../src/forms/fields.ts';
import { partLabel, shownParts } from './parts.ts';
import { FORM_FIELD_TEXT } from '../../src/catalogue/en/form-field.ts';

/** What one field renders from. */
export interface FieldProps {
  field: FormField;
  value: RawValue | undefined;
  error?: string;
  onChange: (value: RawValue) => void;
}

const inputId = (field: FormField, part?: string) => `${field.id}-field${part ? `-${part}` : ''}`;
const asMap = (value: RawValue | undefined): Record<string, string> => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

function Required({ field }: { field: FormField }) {
  return field.required ? <span className="required" aria-hidden="true"> (required)</span> : null;
}

/**
 * One field by type, its label tied to its input (a fieldset and legend for
 * the multi-part and choice fields), `aria-invalid` and `aria-describedby`
 * pointing at its description and error when it has them.
 */
export function Field({ field, value, error, onChange }: FieldProps) {
  const descriptionId = field.description ? `${field.id}-description` : undefined;
  const errorId = error ? `${field.id}-error` : undefined;
  const counterId = field.type === 'textarea' && field.maxLength ? `${field.id}-counter` : undefined;
  const describedBy = [errorId, descriptionId, counterId].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  const text = typeof value === 'string' ? value : '';
  const className = `form-item field ${field.type}${field.required ? ' required' : ''}${error ? ' error' : ''}`;

  const errorNode = error ? (
    <p className="field-error" id={errorId}>
      {error}
    </p>
  ) : null;
  const description = field.description ? (
    <p className="description" id={descriptionId}>
      {field.description}
    </p>
  ) : null;

  const group = (body: ReactNode, role?: string) => (
    <fieldset className={className} id={field.id} role={role} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="title">
        {field.title}
        <Required field={field} />
      </legend>
      {errorNode}
      {description}
      {body}
    </fieldset>
  );

  switch (field.type) {
    case 'section':
      return (
        <div className={`form-item section${field.underline ? ' underline' : ''}`} id={field.id}>
          <h3 className="title">{field.title}</h3>
          {description}
        </div>
      );
    case 'hidden':
      return null;
    case 'name':
    case 'phone':
    case 'address':
    case 'date':
    case 'time': {
      const map = asMap(value);
      const set = (part: string, v: string) => onChange({ ...map, [part]: v });
      return group(
        <div className="field-parts">
          {shownParts(field.type, field.showCountryCode).map((part) => (
            <div className={`field-part ${part.toLowerCase()}`} key={part}>
              <label htmlFor={inputId(field, part)}>{partLabel(part)}</label>
              {part === 'Ampm' ? (
                <select id={inputId(field, part)} name={`${field.id}-${part}`} value={map[part] ?? 'AM'} onChange={(e) => set(part, e.target.value)} {...aria}>
                  <option value="AM">{t(FORM_FIELD_TEXT, 'am')}</option>
                  <option value="PM">{t(FORM_FIELD_TEXT, 'pm')}</option>
                </select>
              ) : (
                <input
                  type={field.type === 'phone' ? 'tel' : 'text'}
                  id={inputId(field, part)}
                  name={`${field.id}-${part}`}
                  value={map[part] ?? ''}
                  inputMode={field.type === 'date' || field.type === 'time' || field.type === 'phone' ? 'numeric' : undefined}
                  onChange={(e) => set(part, e.target.value)}
                  {...aria}
                />
              )}
            </div>
          ))}
        </div>,
      );
    }
    case 'checkbox':
    case 'radio': {
      const checked = Array.isArray(value) ? value : [];
      return group(
        <div className="options">
          {field.options.map((option, index) => (
            <label className="option" key={option}>
              <input
                type={field.type}
                name={field.id}
                id={index === 0 ? inputId(field) : undefined}
                value={option}
                checked={field.type === 'radio' ? text === option : checked.includes(option)}
                onChange={(e) => onChange(field.type === 'radio' ? option : e.target.checked ? [...checked, option] : checked.filter((o) => o !== option))}
                aria-invalid={error ? true : undefined}
              />{' '}
              {option}
            </label>
          ))}
        </div>,
        field.type === 'radio' ? 'radiogroup' : undefined,
      );
    }
    case 'likert': {
      const answers = asMap(value);
      return group(
        <div className="likert">
          {field.options.map((question, q) => (
            <fieldset className="item" key={question}>
              <legend className="question">{question}</legend>
              {LIKERT_SCALE.map((step) => (
                <label className="option" key={step.value}>
                  <input
                    type="radio"
                    name={`${field.id}-${q}`}
                    value={step.value}
                    checked={answers[question] === step.value}
                    onChange={() => onChange({ ...answers, [question]: step.value })}
                    aria-invalid={error ? true : undefined}
                  />{' '}
                  {step.label}
                </label>
              ))}
            </fieldset>
          ))}
        </div>,
      );
    }
  }

  const label = (
    <label className="title" htmlFor={inputId(field)}>
      {field.title}
      <Required field={field} />
    </label>
  );
  let control: ReactNode;
  if (field.type === 'select') {
    control = (
      <select id={inputId(field)} name={field.id} value={text} onChange={(e) => onChange(e.target.value)} {...aria}>
        <option value="">{field.placeholder || t(FORM_FIELD_TEXT, 'selectAnOption')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    const over = field.maxLength ? text.length > field.maxLength : false;
    control = (
      <>
        <textarea id={inputId(field)} name={field.id} value={text} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} {...aria} />
        {field.maxLength ? (
          <p className={`character-counter${over ? ' error' : ''}`} id={counterId} aria-live="polite">
            {t(FORM_TEXT, 'characterCounter', { count: text.length, max: field.maxLength })}
          </p>
        ) : null}
      </>
    );
  } else {
    const type = field.type === 'email' ? 'email' : field.type === 'password' ? 'password' : field.type === 'website' ? 'url' : field.type === 'number' ? 'number' : 'text';
    const prefix = field.type === 'currency' ? field.currencySymbol || '$' : field.type === 'twitter' ? '@' : undefined;
    control = (
      <span className="input-wrapper">
        {prefix ? (
          <span className="input-prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          type={type}
          id={inputId(field)}
          name={field.id}
          value={text}
          placeholder={field.type === 'password' ? PASSWORD_PLACEHOLDER : field.placeholder}
          inputMode={field.type === 'currency' ? 'decimal' : undefined}
          autoComplete={field.type === 'email' ? 'email' : field.type === 'password' ? 'new-password' : undefined}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      </span>
    );
  }
  return (
    <div className={className} id={field.id}>
      {label}
      {errorNode}
      {description}
      {control}
    </div>
  );
}
