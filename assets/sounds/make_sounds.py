#!/usr/bin/env python3
"""Synthesises the game's sounds (16-bit mono WAV, 44.1 kHz) with the standard library only.

    python3 assets/sounds/make_sounds.py

Deterministic: the noise comes from a fixed-seed generator, so the files are reproducible.
  place.wav  a disc set down: a low wooden knock (decaying 190 Hz + 95 Hz, a short noise tick)
  flip.wav   a disc turned over: a light click (band-passed noise burst + 1.4 kHz ping), 60 ms
  pass.wav   a pass: two soft falling tones (660 Hz then 495 Hz)
  end.wav    the end of the game: a rising major arpeggio (C5 E5 G5 C6) with a soft decay
"""
import math
import os
import random
import struct
import wave

RATE = 44100
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261121)


def write(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.85 / peak
    with wave.open(os.path.join(HERE, name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s * scale * 32767)) for s in samples))


def tone(freq, secs, decay, start=0.0, amp=1.0):
    n = int(secs * RATE)
    return [amp * math.sin(2 * math.pi * freq * (i / RATE) + start) * math.exp(-decay * i / RATE)
            * min(1.0, i / (0.002 * RATE)) for i in range(n)]


def mix(*parts):
    n = max(len(p) for p in parts)
    return [sum(p[i] for p in parts if i < len(p)) for i in range(n)]


def noise(secs, decay, smooth=0.6):
    out, prev = [], 0.0
    for i in range(int(secs * RATE)):
        prev = smooth * prev + (1 - smooth) * rng.uniform(-1, 1)
        out.append(prev * math.exp(-decay * i / RATE))
    return out


def delayed(samples, secs):
    return [0.0] * int(secs * RATE) + samples


write("place.wav", mix(tone(190, 0.18, 28), tone(95, 0.18, 22, amp=0.6), noise(0.02, 180, 0.3)))
write("flip.wav", mix(noise(0.06, 90, 0.2), tone(1400, 0.05, 90, amp=0.35)))
write("pass.wav", mix(tone(660, 0.3, 9, amp=0.5), delayed(tone(495, 0.45, 7, amp=0.5), 0.22)))
write("end.wav", mix(*[delayed(tone(f, 0.9, 4.5, amp=0.45), 0.13 * k)
                        for k, f in enumerate([523.25, 659.25, 783.99, 1046.5])]))
