import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export interface CrashLabels {
  /** "Oops, something went wrong!" */
  title: string;
  /** "Try again?" */
  retry: string;
  /** "Back to homepage" */
  home: string;
}

/** SPEC §2: the Back to homepage link goes to the dashboard. */
export const CRASH_HOME_PATH = '/dashboard';

export interface CrashScreenProps {
  labels: CrashLabels;
  onRetry: () => void;
}

export function CrashScreen({ labels, onRetry }: CrashScreenProps) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="font-semibold text-2xl text-fg">{labels.title}</h1>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={onRetry}>{labels.retry}</Button>
        <Button variant="outline" href={CRASH_HOME_PATH}>
          {labels.home}
        </Button>
      </div>
    </div>
  );
}

export interface CrashBoundaryProps {
  labels: CrashLabels;
  /** Sends the error and where it happened to the client-error log. */
  onReport: (error: unknown, componentStack: string) => void;
  children?: ReactNode;
}

interface CrashBoundaryState {
  crashed: boolean;
}

/** Shows the crash screen instead of a blank page when a screen throws while rendering. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false };

  static getDerivedStateFromError(): CrashBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    try {
      this.props.onReport(error, info.componentStack ?? '');
    } catch {
      // Reporting must never crash the crash screen.
    }
  }

  retry = () => this.setState({ crashed: false });

  override render() {
    if (this.state.crashed) return <CrashScreen labels={this.props.labels} onRetry={this.retry} />;
    return this.props.children;
  }
}
