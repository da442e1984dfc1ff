'use client';

import { Toaster } from 'react-hot-toast';

/** Durations from docs/product.md#constants: 4 s for blank, error and custom, 2 s for success, loading until dismissed. */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
      }}
    />
  );
}
