import { useEffect, useRef, useState } from 'react';
import { t } from '../../src/catalogue/index.ts';
import { FORM_TEXT } from '../../src/catalogue/en/form.ts';
import { collectForm } from '../../src/forms/collect.ts';
import type { RawValue, RawValues } from '../../src/forms/fields.ts';
import { ownValue } from '../../src/own-value.ts';
import { followableUrl } from '../../src/dom/followable-url.ts';
import { warn } from '../../src/log.ts';
import { submitForm } from '../../src/forms/submit.ts';
import { validateForm } from '../../src/forms/validate.ts';
import type { CaptchaHandle, CaptchaListeners } from '../../src/forms/captcha.ts';
import { Field } from './Field.tsx';
import type { FormData } from './schema.ts';
import { SuccessMessage } from './SuccessMessage.tsx';

/** What the form widget renders from. */
export interface FormProps {
  data: FormData;
  /** The success HTML when the data has none (the block's `.sqs-form-block-submission-html`). */
  fallbackSuccessHtml: string;
  /** Binds a captcha into its container when the form needs one. */
  bindCaptcha?: (container: HTMLElement, listeners: CaptchaListeners) => Promise<CaptchaHandle>;
  /** How long each submission call may take (the block's `data-submit-timeout-ms`; 30 s by default). */
  submitTimeoutMs?: number;
  /** Follows the success redirect (tests replace it). */
  navigate?: (url: string) => void;
}

type Phase = 'idle' | 'submitting' | 'success';

/**
 * The form block: every field, client validation, and the submission flow
 * (behaviour.md#form-states, "Form"): locked with 'Submitting…' while it runs,
 * a second submit ignored; success replaces the form with its message (or
 * follows the redirect); failure shows the status's message and per-field
 * errors, resets the captcha and unlocks, keeping every typed value; with
 * a captcha bound, submit stays disabled until it is solved again.
 */
export function Form({ data, fallbackSuccessHtml, bindCaptcha, submitTimeoutMs, navigate = (url) => location.assign(url) }: FormProps) {
  const [values, setValues] = useState<RawValues>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const busy = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const formMessage = useRef<HTMLParagraphElement>(null);
  const captchaBox = useRef<HTMLDivElement>(null);
  const captcha = useRef<CaptchaHandle | undefined>(undefined);
  const [captchaError, setCaptchaError] = useState('');
  // behaviour.md#form-states: after a failure the captcha is reset and submit disabled until it is solved.
  const [awaitingCaptcha, setAwaitingCaptcha] = useState(false);

  useEffect(() => {
    const box = captchaBox.current;
    if (!data.captchaEnabled || !bindCaptcha || !box) return;
    let alive = true;
    bindCaptcha(box, { onSolved: () => alive && setAwaitingCaptcha(false) }).then(
      (handle) => (alive ? (captcha.current = handle) : handle.destroy()),
      (error: unknown) => alive && setCaptchaError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      alive = false;
      captcha.current?.destroy();
      captcha.current = undefined;
    };
  }, []);

  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  useEffect(() => {
    if (hasFieldErrors) summary.current?.focus();
    else if (message) formMessage.current?.focus();
  }, [fieldErrors, message]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const form = collectForm(data.formFields, values, location.search);
    const errors = validateForm(data.formFields, form);
    if (Object.keys(errors).length) {
      setFieldErrors(errors);
      setMessage(t(FORM_TEXT, 'fieldsInvalid'));
      return;
    }
    let captchaKey: string | undefined;
    if (data.captchaEnabled) {
      captchaKey = captcha.current?.response() || undefined;
      if (!captchaKey) {
        setFieldErrors({});
        setMessage(captchaError || t(FORM_TEXT, 'captchaIncomplete'));
        return;
      }
    }
    busy.current = true;
    setPhase('submitting');
    setMessage('');
    setFieldErrors({});
    const result = await submitForm({
      formId: data.formId,
      collectionId: data.collectionId,
      objectName: data.objectName,
      isOverlayForm: data.isOverlayForm,
      submitButtonText: data.formSubmitButtonText,
      form,
      captchaKey,
    }, submitTimeoutMs);
    busy.current = false;
    if (result.ok) {
      // Only http(s) and relative redirects are followed; any other shows the success message.
      const redirect = data.successRedirect ? followableUrl(data.successRedirect) : undefined;
      if (data.successRedirect && !redirect) warn(`form ${data.formId}: successRedirect is not an http(s) or relative URL; showing the message instead`);
      if (redirect) {
        navigate(redirect);
        setPhase('idle');
        return;
      }
      setPhase('success');
      return;
    }
    if (captcha.current) {
      captcha.current.reset();
      setAwaitingCaptcha(true);
    }
    setFieldErrors(result.fieldErrors ?? {});
    setMessage(result.message);
    setPhase('idle');
  }

  if (phase === 'success') {
    return <SuccessMessage html={data.formSubmissionMessage?.html || fallbackSuccessHtml} alignment={data.submissionTextAlignment} />;
  }

  const submitting = phase === 'submitting';
  return (
    <div className="form-inner-wrapper">
      {hasFieldErrors && (
        <div className="form-summary form-summary--top" ref={summary} tabIndex={-1} role="alert">
          {t(FORM_TEXT, 'problemScrollDown')}
        </div>
      )}
      <form noValidate onSubmit={onSubmit} aria-label={data.formName || undefined} data-form-id={data.formId}>
        <div className="field-list">
          {data.formFields.map((field) => (
            <Field
              key={field.id}
              field={field}
              value={ownValue(values, field.id)}
              error={ownValue(fieldErrors, field.id)}
              onChange={(value: RawValue) => setValues((current) => ({ ...current, [field.id]: value }))}
            />
          ))}
        </div>
        {data.captchaEnabled && (
          <div className="captcha-container-wrapper">
            <div className="captcha-container" ref={captchaBox} />
            {/* Once a submit repeats it as the form's message, it is not shown twice. */}
            {captchaError && captchaError !== message && (
              <p className="captcha-error" role="alert">
                {captchaError}
              </p>
            )}
          </div>
        )}
        {message && (
          <p className="form-message form-message--error" ref={formMessage} tabIndex={-1} role={hasFieldErrors ? undefined : 'alert'}>
            {message}
          </p>
        )}
        {hasFieldErrors && <div className="form-summary form-summary--bottom">{t(FORM_TEXT, 'problemScrollUp')}</div>}
        <div className={`form-button-wrapper form-button-wrapper--align-${data.buttonAlignment || 'left'}`}>
          <button type="submit" className="button sqs-system-button sqs-editable-button" disabled={submitting || awaitingCaptcha} aria-busy={submitting || undefined}>
            {submitting ? t(FORM_TEXT, 'submitting') : data.formSubmitButtonText}
          </button>
        </div>
      </form>
    </div>
  );
}
