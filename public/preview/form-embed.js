// Preview stand-in for the lead provider's form-embed script. The real script sizes the form
// iframes; this one only marks that it ran, so the page can be tested offline.
document.documentElement.setAttribute('data-lead-form-embed', 'preview');
