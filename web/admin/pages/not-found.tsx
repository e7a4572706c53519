import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading.tsx';

export default function NotFound() {
  return (
    <>
      <PageHeading title="No such page" />
      <p className="mt-3 text-muted">
        The console has no page at this address.{' '}
        <Link to="/" className="font-semibold text-brand-700 hover:underline">
          Go to the dashboard
        </Link>
        .
      </p>
    </>
  );
}
