// Preview stand-in for the lead provider's form: checks the required fields, then does what
// the provider's "redirect after submit" setting does: sends the visitor to /thank-you.
document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('lead-form');
  var error = document.getElementById('form-error');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (!form.checkValidity()) {
      error.hidden = false;
      var firstInvalid = form.querySelector(':invalid');
      if (firstInvalid) firstInvalid.focus();
      return;
    }
    error.hidden = true;
    window.open('/thank-you', '_top');
  });
});
