// Preview stand-in for the call-tracking user-session script. It changes nothing on the page.
document.documentElement.setAttribute('data-call-tracking-session', 'preview');
