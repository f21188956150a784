import { Suspense, lazy } from 'react';

const ContactForm = lazy(() => import('./contact-form.tsx').then(({ ContactForm: Form }) => ({ default: Form })));

/**
 * The contact form, loaded only by the contact page: the other pages of its screen do without its form libraries,
 * and a server-rendered contact page is hydrated before the form's part (D184).
 */
export function LazyContactForm() {
  return (
    <Suspense fallback={null}>
      <ContactForm />
    </Suspense>
  );
}
