/**
 * Keeps a failing page from taking the shell down: shows a short message with a retry button,
 * and resets when the user moves to another path.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutline';

interface Props {
  pathname: string;
  title: string;
  text: string;
  retry: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
  pathname: string;
}

export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A new path clears the error so navigation away from a broken page works.
    return props.pathname !== state.pathname ? { pathname: props.pathname, error: null } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" sx={{ py: 8, textAlign: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 56 }} />
        <Typography variant="h6" sx={{ mt: 1 }}>
          {this.props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {this.props.text}
        </Typography>
        <Button variant="outlined" onClick={() => this.setState({ error: null })}>
          {this.props.retry}
        </Button>
      </Box>
    );
  }
}
