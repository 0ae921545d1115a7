/**
 * The ids a live stream sent lately, so an event heard twice (a replay meeting the live events, a
 * catch-up after the LISTEN connection came back) is sent once. A ring of activity ids (serial, so 32
 * bits) that starts small and doubles up to `capacity`: a quiet family's stream holds 64 bytes, a busy
 * one 2 kB at most, where a Set of 512 numbers held about 20 kB.
 */
export class RecentIds {
  private ids = new Int32Array(16);
  private count = 0;
  private next = 0;

  constructor(private readonly capacity = 512) {}

  has(id: number): boolean {
    for (let i = 0; i < this.count; i++) if (this.ids[i] === id) return true;
    return false;
  }

  add(id: number) {
    if (this.count === this.ids.length && this.count < this.capacity) {
      const grown = new Int32Array(Math.min(this.capacity, this.ids.length * 2));
      // Oldest first, so the ring's order survives the move.
      grown.set(this.ids.subarray(this.next));
      grown.set(this.ids.subarray(0, this.next), this.count - this.next);
      this.ids = grown;
      this.next = this.count;
    }
    this.ids[this.next] = id;
    this.next = (this.next + 1) % this.ids.length;
    if (this.count < this.ids.length) this.count++;
  }
}
