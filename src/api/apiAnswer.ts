/** An API response, read: its status and its JSON body (null when empty or not JSON). */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  json: unknown;
}

/** A response's JSON body; null when it is empty or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function readAnswer(response: Response): Promise<ApiAnswer> {
  return { ok: response.ok, status: response.status, json: await readJson(response) };
}
