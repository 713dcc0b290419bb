""" "If you don't, [effect]" after an optional instruction: "At the beginning of your upkeep, you
may sacrifice an artifact. If you don't, tap this creature and it deals 2 damage to you." (Yawgmoth
Demon), "When this creature enters, you may pay {2}. If you don't, blight 2." (Chaos Spewer), "you
may blight 2. If you don't, you lose 3 life." (Gutsplitter Gang).

The sentence before must be one `may` step read by the optional families (optional.py,
optional_payments.py, optional_instructions.py ...): "If you don't" then checks whether the player
chose not to do it (2026 118.12: "[A player] may [do something]. If [that player] [does, doesn't,
or can't], [effect]"; the choice made as the effect is applied, 2007 413.2c / 2026 608.2d; a player
can't choose what they can't do, so one with no artifact to sacrifice doesn't). The follow-up is the
engine's `otherwise` of that `may`. One "If you don't" per `may`, read after "If you do" or alone;
a follow-up that is itself a choice ("If you don't, you may ...") stays text only, as does "If you
don't [verb] ..." (a different question: "If you don't cast it, ..."). "tap ~ and it deals N damage
to you" is read as its two instructions ("it" is ~, the only object named).

"[Do something]. If you do, [effect]" with no choice, where the something is a cost of the source
alone: "sacrifice this enchantment. If you do, create four 1/1 colorless Spirit creature tokens"
(Promise of Bunrei), "remove a +1/+1 counter from this creature. If you do, create a 2/2 black Zombie
creature token" (Noosegraf Mob): the engine's `if_done` (2026 118.12: "If you do" checks that the
player started to pay the mandatory cost; one who can't pay it fully doesn't, 118.3). The sentence
before must have been that one instruction; anything else after "If you do" stays with the families
that read it (optional.py's choices) or text only.

"You may pay {X}. If you do, create X 1/1 white Soldier creature tokens" (Decree of Justice), "you may
pay {X}{R}. If you do, it deals X damage to any target" (Flameblast Dragon): the `may` with `pay_x`, X
chosen as it resolves (2026 107.3f); its "If you do" sentence is read with X allowed, X being the
amount paid. A sentence that says what X is ("X can't be greater than ...", "where X is ...") or "{X}{X}"
stays text only.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template, parse_branch, pass_on, read_by_others
from .text import NUMBER


@effect_template(r"if you don't, (.+)")
def if_you_dont(eff, m):
    """What happens only if the player chose not to do the optional instruction just before (118.12)."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "may":
        pass_on(eff, m, if_you_dont)  # not after a choice: another family's, if any
        return
    if "otherwise" in last:
        raise NotUnderstood(m.group(0))
    follow = m.group(1)
    if tapped := re.fullmatch(rf"tap ~ and it deals ({NUMBER}) damage to you", follow):
        # "tap this creature and it deals 2 damage to you" (Yawgmoth Demon): "it" is ~, the only object named
        follow = ["tap ~", f"~ deals {tapped.group(1)} damage to you"]
    otherwise = [st for part in ([follow] if isinstance(follow, str) else follow) for st in parse_branch(eff, part)]
    if not otherwise or any(s.get("do") == "may" for s in otherwise):
        raise NotUnderstood(m.group(0))
    last["otherwise"] = otherwise


#: the mandatory costs "If you do" may follow: one instruction said of the source
def _cost(step: dict) -> str | None:
    if step == {"do": "sacrifice", "what": "self"}:
        return "sacrifice ~"
    if set(step) == {"do", "counter", "amount", "to"} and step["do"] == "remove_counters" and step["to"] == "self" \
            and step["counter"] in ("+1/+1", "-1/-1") and isinstance(step["amount"], int) and step["amount"] >= 1:
        n = step["amount"]
        return f"remove {'a' if n == 1 else n} {step['counter']} counter{'s' if n != 1 else ''} from ~"
    return None


@effect_template(r"you may pay \{X\}((?:\{[WUBRGC]\})*)")
def may_pay_x(eff, m):
    """ "You may pay {X}" / "you may pay {X}{R}": X chosen as it resolves (2026 107.3f); read only with its
    "If you do, ..." (below), where X is the value paid."""
    from .optional import _may
    _may(eff, f"pay {{X}}{m.group(1)}", pay_x=True, **({"pay_mana": m.group(1)} if m.group(1) else {}), effect=[])


@effect_template(r"if you do, (.+)")
def if_you_do_mandatory(eff, m):
    """What happens only if the player paid the mandatory cost the sentence before said (118.12), or
    the {X} they chose to pay ("you may pay {X}. If you do, draw X cards": X is the amount paid)."""
    last = eff.steps[-1] if eff.steps else None
    if last is not None and last.get("do") == "may" and last.get("pay_x"):
        if "then" in last:
            raise NotUnderstood(m.group(0))
        allowed, eff.allow_x = eff.allow_x, True
        try:
            then = parse_branch(eff, m.group(1))
        finally:
            eff.allow_x = allowed
        if not then or any(s.get("do") in ("may", "if_done") for s in then):
            raise NotUnderstood(m.group(0))
        last["then"] = then
        return
    text = _cost(last) if last is not None else None
    # the sentence before must have been that one instruction alone ("Sacrifice ~." not "Tap ~ and sacrifice ~.")
    if text is None or len(eff.sentence_starts) < 2 or eff.sentence_starts[-2] != len(eff.steps) - 1:
        pass_on(eff, m, if_you_do_mandatory)
        return
    then = parse_branch(eff, m.group(1))
    if not then or any(s.get("do") in ("may", "if_done") for s in then):
        raise NotUnderstood(m.group(0))
    eff.steps[-1] = {"do": "if_done", "text": text, "effect": [last], "then": then}


@ability_template(r"((?:When|Whenever) [^,\"]*~[^,\"]*), remove (?:a|an) ([+-]1/[+-]1) counter from it\. If you do, ([^\"]+)")
def remove_counter_from_it(card, m):
    """ "Whenever this creature attacks, remove a -1/-1 counter from it. If you do, you gain 1 life." (Exemplar of
    Strength), "... remove a +1/+1 counter from it. If you do, it deals 1 damage to any target." (Clockwork Hydra):
    the trigger condition names ~ and nothing else, so "it" is ~ (object_referents.py, which leaves "counter from
    it" alone); the paragraph goes back through the templates with ~ for each such "it"."""
    from .object_referents import _LEFT, _clean, source_it
    head, counter, rest = m.group(1), m.group(2), m.group(3)
    if _LEFT.search(head) or not _clean(head):
        raise NotUnderstood(m.group(0))
    if re.search(r"\bit\b", rest):
        rest = source_it(head, rest)
        if rest is None:
            raise NotUnderstood(m.group(0))
    found = read_by_others(card, f"{head}, remove a {counter} counter from ~. If you do, {rest}",
                           lambda _family, fn: fn is remove_counter_from_it)
    if found is None:
        raise NotUnderstood(m.group(0))
    return found
