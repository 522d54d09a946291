BEGIN { this->a = 5; this->b = this->a * 2 % 3; trace(this->b); }
