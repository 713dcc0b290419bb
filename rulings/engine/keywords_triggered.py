"""Keywords that are triggered abilities, each written out as the ability its rule
says it means, in that rule's own words:

- soulshift N (2007: 502.39a; 2026: 702.46a): "When this permanent is put into a
  graveyard from play [the battlefield], you may return target Spirit card with
  converted mana cost [mana value] N or less from your graveyard to your hand";
- afterlife N (2026: 702.135a): "When this permanent is put into a graveyard from
  the battlefield, create N 1/1 white and black Spirit creature tokens with flying";
- ingest (2026: 702.115a): "Whenever this creature deals combat damage to a
  player, that player exiles the top card of their library";
- mentor (2026: 702.134a): "Whenever this creature attacks, put a +1/+1 counter
  on target attacking creature with power less than this creature's power" (the
  target's power compared again as it resolves: target_filter's
  `power_less_than_source`);
- backup N (2026: 702.165a): "When this creature enters, put N +1/+1 counters on
  target creature. If that's another creature, it also gains the non-backup
  abilities of this creature printed below this one until end of turn" (the
  keyword's `grants`, read from the card's text as it is compiled);
- extort (2026: 702.101a): "Whenever you cast a spell, you may pay {W/B}. If you
  do, each opponent loses 1 life and you gain life equal to the total life lost
  this way";
- mobilize N (2026: 702.181a): "Whenever this creature attacks, create N 1/1 red
  Warrior creature tokens. Those tokens enter tapped and attacking. Sacrifice them
  at the beginning of the next end step" (effects/keyword_instructions.py);
- training (2026: 702.149a): "Whenever this creature and at least one other
  creature with power greater than this creature's power attack, put a +1/+1
  counter on this creature" (the powers compared as the attackers are declared);
- annihilator N (2026: 702.86a): "Whenever this creature attacks, defending
  player sacrifices N permanents" (their choice: effects/keyword_instructions.py);
- cumulative upkeep [cost] (2007: 502.13a; 2026: 702.24a): at the beginning of its
  controller's upkeep an age counter, then the cost paid once for each age
  counter or the permanent sacrificed (effects/cumulative_upkeep.py).

Each instance triggers separately (502.39b / 702.46b, 702.135b, 702.115b,
702.134b, 702.165 (each instance its own ability), 702.24b). Afterlife, ingest, mentor, backup, extort (702.101b) mobilize (702.181b), training (702.149b) and annihilator (702.86b) came later than February 2007: they are cited only
under the 2026 rules, and under the 2007 rules they don't trigger and the log
says so (triggers.LATER_THAN_2007)."""
from __future__ import annotations

#: keyword -> the citation concept of the rule that defines it
TRIGGERS = {"soulshift": "soulshift", "afterlife": "afterlife", "ingest": "ingest", "cumulative_upkeep": "cumulative_upkeep",
            "fading": "fading", "vanishing": "vanishing", "mentor": "mentor", "backup": "backup",
            "extort": "extort", "mobilize": "mobilize", "training": "training",
            "graft": "graft", "annihilator": "annihilator"}
#: those the February 2007 rules don't have
LATER_THAN_2007 = ("afterlife", "ingest", "mentor", "backup", "extort", "mobilize", "training", "annihilator")

_NUMBER = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}


def keyword_triggers(ab: dict) -> list[dict]:
    """The triggered ability each keyword means."""
    kw = ab.get("keyword")
    if kw == "soulshift":
        n = ab["count"]
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "dies", "who": "self"},
                 "targets": [{"subtypes": ["Spirit"], "zone": "graveyard", "owner": "you", "mana_value_max": n}],
                 "effect": [{"do": "may", "text": "return the target Spirit card to their hand",
                             "effect": [{"do": "return_to_hand", "what": "target:0"}]}],
                 "text": f"Soulshift {n} (When this creature dies, you may return target Spirit card with mana value {n} or less "
                         "from your graveyard to your hand.)"}]
    if kw == "afterlife":
        n = ab["count"]
        tokens = "a 1/1 white and black Spirit creature token" if n == 1 else f"{_NUMBER.get(n, n)} 1/1 white and black Spirit creature tokens"
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "dies", "who": "self"},
                 "effect": [{"do": "create_token", "id": "spirit", "count": n,
                             "token": {"name": "Spirit", "types": ["Creature"], "subtypes": ["Spirit"], "colors": ["white", "black"],
                                       "power": 1, "toughness": 1, "abilities": [{"kind": "keyword", "keyword": "flying"}]}}],
                 "text": f"Afterlife {n} (When this creature dies, create {tokens} with flying.)"}]
    if kw == "ingest":
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "deals_damage", "who": "self", "to": "player", "combat": True},
                 "effect": [{"do": "exile_top_of_library", "player": "it"}],
                 "text": "Ingest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)"}]
    if kw == "cumulative_upkeep":
        cost = ab["cost"] if "cost" in ab else f"—Pay {ab['life']} life."
        pay = {"cost": ab["cost"]} if "cost" in ab else {"life": ab["life"]}
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                 "effect": [{"do": "cumulative_upkeep", **pay}],
                 "text": f"Cumulative upkeep{'' if cost.startswith('—') else ' '}{cost} (At the beginning of your upkeep, put an age counter on this permanent, then "
                         "sacrifice it unless you pay its upkeep cost for each age counter on it.)"}]
    if kw == "backup":
        n = ab["count"]
        counters = "a +1/+1 counter" if n == 1 else f"{_NUMBER.get(n, n)} +1/+1 counters"
        which = "ability" if len(ab["grants"]) == 1 else "abilities"
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "comes_into_play", "who": "self"},
                 "targets": [{"types": ["Creature"]}],
                 "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": n, "to": "target:0"},
                            {"do": "backup_grant", "abilities": list(ab["grants"])}],
                 "text": f"Backup {n} (When this creature enters, put {counters} on target creature. If that's another creature, "
                         f"it gains the following {which} until end of turn.)"}]
    if kw == "extort":
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "plays_spell", "whose": "your", "spell": "any"},
                 "effect": [{"do": "extort"}],
                 "text": "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain "
                         "that much life.)"}]
    if kw == "mobilize":
        n = ab["count"]
        made = "a tapped and attacking 1/1 red Warrior creature token. Sacrifice it" if n == 1 else \
            f"{_NUMBER.get(n, n)} tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them"
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "attacks", "who": "self"},
                 "effect": [{"do": "mobilize", "count": n}],
                 "text": f"Mobilize {n} (Whenever this creature attacks, create {made} at the beginning of the next end step.)"}]
    if kw == "training":
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "attacks", "who": "self", "attacks": "with_greater_power"},
                 "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "self"}],
                 "text": "Training (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on "
                         "this creature.)"}]
    if kw == "annihilator":
        n = ab["count"]
        perms = "a permanent" if n == 1 else f"{_NUMBER.get(n, n)} permanents"
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "attacks", "who": "self"},
                 "effect": [{"do": "annihilator", "count": n}],
                 "text": f"Annihilator {n} (Whenever this creature attacks, defending player sacrifices {perms} of their choice.)"}]
    if kw == "mentor":
        return [{"kind": "triggered", "keyword": kw, "trigger": {"event": "attacks", "who": "self"},
                 "targets": [{"types": ["Creature"], "combat": "attacking", "power_less_than_source": True}],
                 "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "target:0"}],
                 "text": "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)"}]
    if kw == "graft":  # graft.py
        from .graft import graft_trigger
        return [graft_trigger(ab)]
    if kw in ("fading", "vanishing"):  # their upkeep abilities (fading_vanishing.py)
        from .fading_vanishing import upkeep_trigger
        return [upkeep_trigger(ab)]
    return []


def attacks_with_greater_power(game, obj) -> bool:
    """Training's trigger condition (702.149a), checked as the attackers are declared: another
    creature declared as an attacker with it has greater power."""
    from .continuous import characteristics
    mine = characteristics(game, obj).power or 0
    return any(o.id != obj.id and o.attacking and (characteristics(game, o).power or 0) > mine
               for o in (game.objects[oid] for oid in game.combat_declared))
