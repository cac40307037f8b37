import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from './api/query-client';
import { useAuth } from './auth/use-auth';
import { AppRoutes } from './routes/app-routes';
import { SiteHeader } from './components/header/site-header';
import { SeatedTableLink } from './components/seated-table-link/seated-table-link';
import { Toaster } from './components/toaster/toaster';
import { AuthDialogHost } from './components/auth-dialog/auth-dialog';

function Shell() {
  const { user, isLoading } = useAuth();
  // Spec: while signed out or while auth is still loading, only / is routed (the landing page).
  if (isLoading || !user) {
    return <AppRoutes signedIn={false} />;
  }
  return (
    <div className="app-shell">
      <SiteHeader user={user} />
      <SeatedTableLink />
      <main id="main" className="app-main">
        <AppRoutes signedIn />
      </main>
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
