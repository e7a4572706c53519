import { Link } from 'react-router';

export default function ThankYou() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 fill-success">
          <path d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L21 7.5l-1.4-1.4z" />
        </svg>
      </div>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink">Thank You!</h1>
      <p className="mt-4 text-lg text-muted">Your form has been successfully submitted. You will get call soon.</p>
      <Link to="/" className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700">
        Go Back to Home
      </Link>
    </section>
  );
}
