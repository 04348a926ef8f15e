import { Outlet } from 'react-router';
import { Brand } from './brand';

/** The frame of the sign-in, registration and password screens: brand on top, one card in the middle. */
export function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-indigo-50 via-white to-slate-100">
      <header className="px-4 py-5 sm:px-8">
        <Brand />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center">
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
