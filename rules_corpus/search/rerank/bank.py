"""The question bank: the labelled questions most like this one, and what answered them.

Judges ask the same things in new words. Each labelled question (its vector
from the same MiniLM model) votes for the rules that answer it: for a new
question, each candidate gets the best cosine between the question and a
labelled question it answers (by entry and by rule). The bank holds training
questions only; the blind set is never in it.
"""
from __future__ import annotations

from dataclasses import dataclass

from .features import rule_of


@dataclass
class Bank:
    """Labelled questions of one edition (its rule numbers mean what that edition says)."""

    vectors: object  # numpy array, questions x dimensions, unit rows
    answers: list[list[str]]  # per question, its answers

    def __post_init__(self):
        self.by_answer: dict[str, list[int]] = {}
        self.by_rule: dict[str, list[int]] = {}
        for row, answers in enumerate(self.answers):
            for answer in answers:
                self.by_answer.setdefault(answer, []).append(row)
            for rule in {rule_of(a) for a in answers}:
                self.by_rule.setdefault(rule, []).append(row)

    def __len__(self) -> int:
        return len(self.answers)

    def votes(self, vector, keys: list[str]) -> tuple[dict[str, float], dict[str, float], dict[str, int]]:
        """(answer -> best cosine, rule -> best cosine, answer -> how many questions) for `keys`."""
        if vector is None or not len(self.answers):
            return {}, {}, {}
        import numpy as np

        cosines = np.einsum("ij,j->i", self.vectors, vector)
        by_answer, by_rule, counts = {}, {}, {}
        for key in keys:
            rows = self.by_answer.get(key)
            if rows:
                by_answer[key] = float(cosines[rows].max())
                counts[key] = len(rows)
            rule = rule_of(key)
            rows = self.by_rule.get(rule)
            if rows:
                by_rule[rule] = float(cosines[rows].max())
        return by_answer, by_rule, counts

    def without(self, rows: set[int]) -> "Bank":
        """The bank less some questions (cross-fitting: a question never votes for itself)."""
        keep = [i for i in range(len(self.answers)) if i not in rows]
        return Bank(self.vectors[keep], [self.answers[i] for i in keep])


def banks_by_edition(vectors, answers: list[list[str]], editions: list[str]) -> dict[str, Bank]:
    """One bank per edition (effective date) from the rows of every edition."""
    import numpy as np

    found = {}
    for edition in sorted(set(editions)):
        rows = [i for i, e in enumerate(editions) if e == edition]
        found[edition] = Bank(np.asarray(vectors)[rows], [answers[i] for i in rows])
    return found
