import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { queryClient } from './api/query-client';
import { useAuth } from './auth/use-auth';
import { AppRoutes } from './routes/app-routes';
import { SiteHeader } from './components/header/site-header';
import { SeatedTableLink } from './components/seated-table-link/seated-table-link';
import { Toaster } from './components/toaster/toaster';
import { AuthDialogHost } from './components/auth-dialog/auth-dialog';
import { SiteFooter } from './components/site-footer/site-footer';
import { useLiveChannel } from './components/live-channel/use-live-channel';
import { useScrollToTopOnPush } from './lib/page-scroll';

// Signed-in only, so it loads with the first signed-in page rather than with the landing page.
const ResponsibleGamingWatch = lazy(() =>
  import('./components/responsible-gaming/responsible-gaming-watch').then((m) => ({
    default: m.ResponsibleGamingWatch,
  })),
);

function Shell() {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  // The live channel runs app-wide while signed in: it is what shows the player online to friends.
  useLiveChannel(user?.id ?? null);
  useScrollToTopOnPush();
  // A player reloading /poker must not see the signed-out landing page's sign-in prompt flash by
  // while their session is read: off / nothing shows until auth has answered.
  if (isLoading && pathname !== '/') return null;
  // Spec: while signed out or while auth is still loading, only / is routed (the landing page).
  if (isLoading || !user) {
    return <AppRoutes signedIn={false} />;
  }
  return (
    <div className="app-shell">
      <SiteHeader user={user} />
      <SeatedTableLink />
      <Suspense fallback={null}>
        <ResponsibleGamingWatch />
      </Suspense>
      <main id="main" className="app-main">
        <AppRoutes signedIn />
      </main>
      <SiteFooter />
    </div>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Shell />
        <AuthDialogHost />
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
