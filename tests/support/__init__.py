"""Helpers shared by the engine tests (builders for cards, actions and hand records)."""
