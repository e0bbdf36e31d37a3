import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useConnectSlack } from '@/features/integrations/api/slack-mutations';
import {
  checkSlackReturn,
  readSlackReturn,
  takePendingSlackConnect,
} from '@/features/integrations/utils/slack-oauth';

/** A return that was not sent to the API, and why. */
export type SlackReturnRefusal = 'state' | 'declined';

/**
 * Finishes Slack's OAuth redirect back to this page (?code&state, or ?error&state): checks the
 * state against the flow this tab started, sends the code with its redirect_uri, and takes the
 * query off the address at once, so a reload or a shared link never replays it. The outcome
 * stays in the hook: the connection's own state, or why nothing was sent.
 */
export function useSlackReturn(idWorkspace: string) {
  const connect = useConnectSlack(idWorkspace);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<SlackReturnRefusal>();
  // Effects run twice in development's strict mode; the stored state is good for one return.
  const handled = useRef(false);
  const { mutate } = connect;

  useEffect(() => {
    const returned = readSlackReturn(new URLSearchParams(search));
    if (returned.kind === 'none' || handled.current) return;
    handled.current = true;
    const checked = checkSlackReturn(returned, takePendingSlackConnect(window.sessionStorage));
    void navigate({ pathname, search: '' }, { replace: true });
    if (checked.ok) mutate({ code: checked.code, redirectUri: checked.redirectUri });
    else setRefusal(checked.reason);
  }, [search, pathname, navigate, mutate]);

  return { connect, refusal };
}
