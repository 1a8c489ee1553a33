// Preview stand-in for the lead provider's form: checks the required fields, then does what
// the provider's "redirect after submit" setting does: sends the visitor to /thank-you.
document.addEventListener('DOMContentLoaded', () => {
  const form = document.getElementById('lead-form');
  const error = document.getElementById('form-error');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!form.checkValidity()) {
      error.hidden = false;
      const firstInvalid = form.querySelector(':invalid');
      if (firstInvalid) firstInvalid.focus();
      return;
    }
    error.hidden = true;
    window.open('/thank-you', '_top');
  });
});
