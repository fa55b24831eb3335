/**
 * The game's sounds, made on the spot with Web Audio (no files). Off until the player turns them
 * on: a page must not start making noise by itself.
 */
export class Sound {
  private context: AudioContext | null = null;
  on = false;

  toggle(): boolean {
    this.on = !this.on;
    if (this.on && !this.context) this.context = new AudioContext();
    return this.on;
  }

  private tone(freq: number, ms: number, type: OscillatorType = 'sine', gain = 0.08, delay = 0) {
    const ctx = this.context;
    if (!this.on || !ctx) return;
    const start = ctx.currentTime + delay / 1000;
    const osc = ctx.createOscillator();
    const amp = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, start);
    amp.gain.setValueAtTime(gain, start);
    amp.gain.exponentialRampToValueAtTime(0.0001, start + ms / 1000);
    osc.connect(amp).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + ms / 1000);
  }

  click() {
    this.tone(660, 60, 'triangle', 0.05);
  }
  stop() {
    this.tone(180, 90, 'square', 0.04);
  }
  win(big = false) {
    const notes = big ? [523, 659, 784, 1047, 1319] : [659, 784, 988];
    notes.forEach((f, i) => this.tone(f, 220, 'triangle', 0.07, i * 110));
  }
  tick() {
    this.tone(1400, 25, 'square', 0.02);
  }
  crash() {
    this.tone(110, 500, 'sawtooth', 0.08);
    this.tone(70, 700, 'square', 0.05, 60);
  }
}
