// The office's day and the owner's view of the team, in English: a technician told of a visit given
// or taken (techAlert.), the owner's team table and plan holders (team.), Today on analytics and the
// books, and a reassignment's toast. Its ids are the ids every language must have.
export const teamEn = {
  "techAlert.assigned": "Booking {reference} is yours",
  "techAlert.unassigned": "Booking {reference} was given to another technician",
  "deskAnalytics.todayRange": "Today",
  "deskBoard.cashCovers": "The visits whose cash he holds",
  "deskBoard.undoHandover": "Undo this handover",
  "deskBoard.undoHandoverOf": "Undo the handover of {amount} by {technician}",
  "books.today": "Today",
  "books.headingToday": "Books: today, {day}",
  "books.todayNote": "The invoices issued today. GSTR-1, the credit notes and filing go by month: choose the month.",
  "books.noInvoicesToday": "No invoice was issued today.",
  "team.heading": "The team",
  "team.technician": "Technician",
  "team.visits": "Visits",
  "team.firstTime": "Completed first time",
  "team.notHome": "Not at home",
  "team.arrivedToDone": "Arrived to Work done",
  "team.money": "Money taken",
  "team.plansSold": "Plans sold",
  "team.minutes": "{minutes} min",
  "team.noVisits": "No technician had a visit in this range.",
  "team.holders": "Plan holders",
  "team.holder": "Customer",
  "team.plan": "Plan",
  "team.nextVisit": "Next visit",
  "team.ends": "Ends",
  "team.noNextVisit": "None left",
  "team.noHolders": "No plan is in force.",
} as const;

export const teamOutcomeEn = {
  "done.technicianReassigned": "Technician Reassigned",
  "done.fromTo": "{from} → {to}",
  "done.handoverUndone": "Handover Undone",
  "done.handoverUndoneText": "{amount} from {name} is with him again.",
  "refusal.handoverNotUndoable": "This handover can no longer be undone: only one of today, not undone already.",
} as const;
