""" "Whenever you commit a crime, ..." (Marauding Sphinx, Deepmuck Desperado) and "Whenever an opponent
commits a crime, ...": the engine's `commits_crime` trigger (rulings/engine/crimes.py; 2026 700.13,
later than February 2007). "This ability triggers only once each turn" after it is read by
trigger_limits.py."""
from __future__ import annotations

from .registry import ability_template
from .triggered import _triggered


@ability_template(r"Whenever (you commit|an opponent commits) a crime, ([^\"]+)")
def commits_crime(card, m):
    whose = "your" if m.group(1) == "you commit" else "opponent"
    return _triggered(card, {"event": "commits_crime", "whose": whose}, m.group(2))
