package arrowgo
