import { Logo } from '@/components/logo';
import { Clock } from '@/features/clock/components/clock';
import { IdentifyPrompt } from '@/features/identify/components/identify-prompt';

export function App() {
  return (
    <main className="kiosk">
      <header className="kiosk__header">
        <Logo />
        <h1>Punchcard kiosk</h1>
      </header>
      <Clock />
      <IdentifyPrompt />
    </main>
  );
}
