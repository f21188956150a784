import { Outlet } from 'react-router';
import { QueryScope } from '../query-scope.tsx';

/** The screens that call the API, loaded with the first of them: the home page calls none. */
export function Component() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
