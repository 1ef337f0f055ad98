import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorAlert, FieldError, FormField } from './form-field';

describe('FormField', () => {
  it('labels its control and shows no error while there is none', () => {
    render(
      <FormField id="subject" label="Subject" errorId="subject-error" error={undefined}>
        <input id="subject" />
      </FormField>,
    );
    expect(screen.getByLabelText('Subject')).toHaveAttribute('id', 'subject');
    expect(document.getElementById('subject-error')).toBeNull();
  });

  it('shows the error under the control, under the id the control points at', () => {
    render(
      <FormField id="subject" label="Subject" errorId="subject-error" error="Subject is required">
        <input id="subject" aria-describedby="subject-error" />
      </FormField>,
    );
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FieldError and ErrorAlert', () => {
  it('FieldError renders nothing for an empty message', () => {
    const { container } = render(<FieldError id="e" message="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('ErrorAlert is announced as an alert', () => {
    render(<ErrorAlert>The CV must be at most 5 MB.</ErrorAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('The CV must be at most 5 MB.');
  });
});
