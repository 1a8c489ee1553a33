/**
 * The team editor's door (editor/sign-in.html): "Sign in" with e-mail and password at /sign-in,
 * and, at /welcome#<token>, the page a one-time link opens, where a person chooses their password.
 * Plain DOM and a few lines: it is the one page anyone may load, so it carries nothing of the
 * editor's screens. It asks through the editor's client (ui/api.ts), loaded while the form shows.
 */
import '../ui/editor.css';

const client = import('../ui/api').then(
  (module) => module.api,
  () => {
    throw new Error('The editor could not be reached. Check your connection and try again.');
  },
);
// Told when a form is sent (`ask`), not before.
client.catch(() => undefined);
type Api = Awaited<typeof client>;

const root = document.getElementById('sign-in')!;
const field = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base';
const button =
  'mt-5 w-full rounded-md bg-blue-700 px-4 py-2.5 font-bold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, text = ''): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  if (text) made.textContent = text;
  return made;
}

/** A labelled input: the label names it, so a screen reader and a test find it by "Email" or "Password". */
function labelled(label: string, attributes: Record<string, string>): { wrapper: HTMLElement; input: HTMLInputElement } {
  const wrapper = element('div', { class: 'mt-4' });
  const input = element('input', { class: field, ...attributes });
  const text = element('label', { for: attributes.id!, class: 'block text-sm font-semibold' }, label);
  wrapper.append(text, input);
  return { wrapper, input };
}

/** The answer, or the sentence that says why there is none (the server's, or that it could not be reached). */
async function ask<T>(question: (api: Api) => Promise<T>): Promise<{ ok: true; answer: T } | { ok: false; message: string }> {
  try {
    return { ok: true, answer: await question(await client) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** Where to go once signed in: the page asked for, on this site only (the browser reads "/\\x.com" as another site). */
function next(): string {
  const asked = new URL(new URLSearchParams(location.search).get('next') ?? '/', location.origin);
  return asked.origin === location.origin ? asked.pathname + asked.search + asked.hash : '/';
}

function form(
  title: string,
  intro: string,
  fields: HTMLElement[],
  submit: string,
  onSubmit: (done: (message: string) => void) => Promise<void>,
  after?: HTMLElement,
) {
  const heading = element('h1', { class: 'text-2xl font-bold' }, title);
  const lead = element('p', { class: 'mt-2 text-slate-700' }, intro);
  const alert = element('p', { role: 'alert', class: 'mt-4 text-sm font-semibold text-red-800' });
  const action = element('button', { type: 'submit', class: button }, submit);
  const card = element('form', { class: 'rounded-xl bg-white p-6 shadow ring-1 ring-slate-200', novalidate: '' });
  card.append(heading, lead, ...fields, alert, action, ...(after ? [after] : []));
  card.addEventListener('submit', (event) => {
    event.preventDefault();
    action.disabled = true;
    alert.textContent = '';
    void onSubmit((message) => {
      alert.textContent = message;
      action.disabled = false;
    });
  });
  const product = element('p', { class: 'mb-3 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase' }, 'Page editor');
  root.replaceChildren(product, card);
  card.querySelector('input')?.focus();
}

function signIn(): void {
  const email = labelled('Email', { id: 'email', type: 'email', name: 'email', autocomplete: 'username', required: '' });
  const password = labelled('Password', { id: 'password', type: 'password', name: 'password', autocomplete: 'current-password', required: '' });
  const forgot = element(
    'p',
    { class: 'mt-4 text-sm text-slate-600' },
    'Forgot your password, or new to the team? An owner of the team sends you a link to choose one.',
  );
  form(
    'Sign in',
    "Sign in to edit the website's pages.",
    [email.wrapper, password.wrapper],
    'Sign in',
    async (failed) => {
      const result = await ask((api) => api.signIn({ body: { email: email.input.value, password: password.input.value } }));
      if (result.ok) location.assign(next());
      else failed(result.message || 'Signing in did not work. Try again.');
    },
    forgot,
  );
}

async function welcome(): Promise<void> {
  // The token leaves the address bar at once (nobody copies or bookmarks it), but stays with this
  // tab's history entry, so that a reload still finds it.
  const token: string = location.hash.slice(1) || (history.state as { token?: string } | null)?.token || '';
  history.replaceState({ token }, '', '/welcome');
  const found = token ? await ask((api) => api.inviteInfo({ body: { token } })) : undefined;
  if (!found?.ok) {
    const heading = element('h1', { class: 'text-2xl font-bold' }, 'This link does not work');
    const said = !found
      ? 'This page opens from the link an owner of the team sent you. Open that link again.'
      : found.message || 'It has expired or was used already. Ask an owner of the team for a new one, or sign in if you have a password.';
    const text = element('p', { class: 'mt-2 text-slate-700' }, said);
    const link = element('a', { href: '/sign-in', class: 'mt-4 inline-block font-semibold text-blue-800 underline' }, 'Sign in');
    root.replaceChildren(heading, text, link);
    return;
  }
  const person = found.answer;
  const username = element('input', { type: 'hidden', autocomplete: 'username', value: person.email });
  const password = labelled('New password', { id: 'new-password', type: 'password', autocomplete: 'new-password', minlength: '12', required: '' });
  const repeat = labelled('Repeat the password', { id: 'repeat-password', type: 'password', autocomplete: 'new-password', required: '' });
  const rule = element('p', { id: 'password-rule', class: 'mt-1 text-sm text-slate-600' }, 'At least 12 characters. A few unrelated words make a strong one.');
  password.input.setAttribute('aria-describedby', 'password-rule');
  password.wrapper.append(rule);
  form(
    `Welcome, ${person.name}`,
    `Choose the password you will sign in with as ${person.email}.`,
    [username, password.wrapper, repeat.wrapper],
    'Save password',
    async (failed) => {
      if (password.input.value.length < 12) return failed('Choose a password of at least 12 characters.');
      if (password.input.value !== repeat.input.value) return failed('The two passwords are not the same.');
      const result = await ask((api) => api.choosePassword({ body: { token, password: password.input.value } }));
      if (result.ok) location.assign('/');
      else failed(result.message || 'The password was not saved. Try again.');
    },
  );
}

if (location.pathname === '/welcome') void welcome();
else signIn();
